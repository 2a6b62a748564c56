import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteRoutesModule } from '@gadgets/shared-ui';
import { loadSectionRoutes } from '../load-section-routes';
import { registerSectionRemotes } from '../section-registry';
import { TEST_REGISTRY, testSection } from '../../testing/sections';

jest.mock('@module-federation/enhanced/runtime', () => ({
  ...jest.requireActual<object>('@module-federation/enhanced/runtime'),
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const routes: RemoteRoutesModule = { default: () => null };

/** Lets every promise reaction queued so far (and those they queue) run, without leaving the current task. */
async function drainMicrotasks() {
  for (let turn = 0; turn < 50; turn += 1) await Promise.resolve();
}

describe('loadSectionRoutes, split into tasks', () => {
  beforeAll(() => registerSectionRemotes(TEST_REGISTRY));

  it("runs the section's route code in a later task than the one its loading ended in", async () => {
    const evaluate = jest.fn(() => routes);
    jest.mocked(loadRemote).mockResolvedValue(evaluate);

    const loaded = loadSectionRoutes(testSection('bike'), new AbortController().signal);
    await drainMicrotasks();
    expect(loadRemote).toHaveBeenCalledWith('gadgets_bike/routes', expect.objectContaining({ loadFactory: false }));
    expect(evaluate).not.toHaveBeenCalled();

    await expect(loaded).resolves.toBe(routes);
    expect(evaluate).toHaveBeenCalledTimes(1);
  });

  it('rejects when the remote provides no routes', async () => {
    jest.mocked(loadRemote).mockResolvedValue(() => ({}));
    await expect(loadSectionRoutes(testSection('bike'), new AbortController().signal)).rejects.toThrow(
      'The Bikes section did not provide its routes',
    );
  });
});
