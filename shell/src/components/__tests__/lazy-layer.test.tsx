import { render, screen, waitFor } from '@testing-library/react';
import { lazyLayer } from '../lazy-layer';

function Panel({ label }: { label: string }) {
  return <p>{label}</p>;
}

describe('lazyLayer', () => {
  it('renders nothing until its code arrives, then renders at once on later openings', async () => {
    const load = jest.fn(() => Promise.resolve(Panel));
    const Layer = lazyLayer(load);
    const first = render(<Layer label="hello" />);
    expect(screen.queryByText('hello')).not.toBeInTheDocument();
    expect(await screen.findByText('hello')).toBeInTheDocument();
    first.unmount();
    render(<Layer label="again" />);
    expect(screen.getByText('again')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const load = jest
      .fn<Promise<typeof Panel>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Panel);
    const Layer = lazyLayer(load);
    await Layer.preload();
    expect(console.warn).toHaveBeenCalled();
    render(<Layer label="back online" />);
    expect(await screen.findByText('back online')).toBeInTheDocument();
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
  });
});
