import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RemoteRoutesModule, SectionEntry } from '@gadgets/shared-ui';
import { renderWithProviders } from '@gadgets/shared-ui/testing';
import { RemoteSection } from '../remote-section';
import { testSection } from '../../testing/sections';
import { REMOTE_LOAD_TIMEOUT_MS } from '../remote-load-deadline';

const sectionPage = (text: string): RemoteRoutesModule => ({ default: () => <p>{text}</p> });

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('RemoteSection', () => {
  it('renders the routes its remote provides', async () => {
    renderWithProviders(
      <RemoteSection section={testSection('bike')} load={async () => sectionPage('Bike Home Page')} />,
    );
    expect(await screen.findByText('Bike Home Page')).toBeInTheDocument();
  });

  it('shows a section-level message with Retry when the remote is down, and recovers once it is back', async () => {
    let remoteUp = false;
    const load = jest.fn(async (_section: SectionEntry) => {
      if (!remoteUp) throw new Error('Failed to fetch mf-manifest.json');
      return sectionPage('Bike Home Page');
    });
    renderWithProviders(
      <>
        <header>Site header</header>
        <RemoteSection section={testSection('bike')} load={load} />
      </>,
    );

    expect(await screen.findByRole('alert')).toHaveTextContent('Bikes is unavailable right now');
    expect(screen.getByText('Site header')).toBeInTheDocument();

    remoteUp = true;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Bike Home Page')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('contains a remote that throws while rendering', async () => {
    let broken = true;
    const Flaky = () => {
      if (broken) throw new Error('remote bug');
      return <p>Phones page</p>;
    };
    renderWithProviders(<RemoteSection section={testSection('mobile')} load={async () => ({ default: Flaky })} />);

    expect(await screen.findByRole('alert')).toHaveTextContent('Phones is unavailable right now');
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByText('Phones page')).toBeInTheDocument());
  });

  it('shows the section error with Retry when the remote never answers, and Retry loads it afresh', async () => {
    jest.useFakeTimers();
    const signals: AbortSignal[] = [];
    let remoteAnswers = false;
    const load = jest.fn((_section: SectionEntry, signal: AbortSignal) => {
      signals.push(signal);
      return remoteAnswers ? Promise.resolve(sectionPage('Bike Home Page')) : new Promise<never>(() => undefined);
    });
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    renderWithProviders(
      <>
        <header>Site header</header>
        <RemoteSection section={testSection('bike')} load={load} />
      </>,
    );

    await act(async () => jest.advanceTimersByTime(REMOTE_LOAD_TIMEOUT_MS - 1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(1));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bikes is unavailable right now');
    expect(screen.getByText('Site header')).toBeInTheDocument();
    expect(signals[0]!.aborted).toBe(true);

    remoteAnswers = true;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Bike Home Page')).toBeInTheDocument();
    expect(signals[1]!.aborted).toBe(false);
    jest.useRealTimers();
  });
});
