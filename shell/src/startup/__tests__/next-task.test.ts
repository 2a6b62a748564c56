import { nextTask } from '../next-task';

describe('nextTask', () => {
  it('resolves in a later task, after the work already queued for this one', async () => {
    const order: string[] = [];
    const later = nextTask().then(() => order.push('next task'));
    void Promise.resolve().then(() => order.push('this task'));
    await later;
    expect(order).toEqual(['this task', 'next task']);
  });
});
