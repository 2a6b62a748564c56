import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { partComparePath, partPagePath } from '../../../part-addresses';
import { arcB580, partsByIds, ryzen7700x, ryzen7950x } from '../../../testing/part-page-fixtures';
import { renderDesktopRoute, signIn } from '../../../testing/render-desktop-route';

const answers = { PartComparePage_Parts: partsByIds([ryzen7700x, ryzen7950x, arcB580]) };
const table = () => screen.findByRole('table', { name: 'Comparison' });
const rowOf = (label: string | RegExp) => screen.getByRole('rowheader', { name: label }).closest('tr')!;

beforeEach(() => signIn(null));

describe('comparing parts', () => {
  it('puts two parts of one category side by side and marks the rows where they differ', async () => {
    renderDesktopRoute(partComparePath('cpu', [ryzen7700x.id, ryzen7950x.id]), answers);
    expect(await screen.findByRole('heading', { level: 1, name: 'Compare CPUs' })).toBeInTheDocument();
    const comparison = await table();
    expect(within(comparison).getByRole('link', { name: 'AMD Ryzen 9 7950X' })).toHaveAttribute(
      'href',
      partPagePath(ryzen7950x),
    );
    const cores = rowOf(/^Cores/);
    expect(cores).toHaveAttribute('data-differs', 'true');
    expect(within(cores).getByRole('rowheader')).toHaveTextContent('Cores Differs');
    expect(
      within(cores)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['8', '16Best']);
    expect(rowOf(/^Launch price/)).toHaveAttribute('data-differs', 'true');
    // Above the table, where each leads: 16 cores, 32 threads and 64 MB against 8, 16 and 32; $399 against $699.
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(summary).toHaveTextContent('AMD Ryzen 9 7950X: 100% more cores, 100% more threads, 100% more L3 cache');
    expect(summary).toHaveTextContent('AMD Ryzen 7 7700X: 43% cheaper');
    expect(rowOf('Socket')).not.toHaveAttribute('data-differs');
    expect(rowOf('Socket')).toHaveTextContent('AM5AM5');

    // 'Show differences only' keeps the marked rows.
    await userEvent.click(screen.getByRole('checkbox', { name: 'Show differences only' }));
    expect(screen.queryByRole('rowheader', { name: 'Socket' })).not.toBeInTheDocument();
    expect(rowOf(/^Cores/)).toBeInTheDocument();
  });

  it('takes a part out, and adds another from a search of the same category', async () => {
    const user = userEvent.setup();
    const { client } = renderDesktopRoute(partComparePath('cpu', [ryzen7700x.id, ryzen7950x.id]), {
      ...answers,
      PartSearch_Parts: () => ({ data: { pcParts: [ryzen7700x, ryzen7950x] } }),
    });
    await table();
    await user.click(screen.getByRole('link', { name: 'Remove AMD Ryzen 9 7950X from the comparison' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`/desktop/parts/cpu/compare?ids=${ryzen7700x.id}`),
    );
    expect(await screen.findByText('Add another CPU to compare it with.')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Add a CPU to compare' }), 'Ryzen');
    const results = await screen.findByRole('list', { name: 'Add a CPU to compare: results' });
    expect(client.requests.find((request) => request.name === 'PartSearch_Parts')?.variables.category).toBe('CPU');
    await user.click(within(results).getByRole('link', { name: 'AMD Ryzen 9 7950X' }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      `/desktop/parts/cpu/compare?ids=${ryzen7700x.id},${ryzen7950x.id}`,
    );
    expect(await table()).toBeInTheDocument();
  });

  it('offers no search for a fourth part once three are compared', async () => {
    const ryzen7600 = { ...ryzen7950x, id: 'cpu-7600', name: 'AMD Ryzen 5 7600' };
    renderDesktopRoute(partComparePath('cpu', [ryzen7700x.id, ryzen7950x.id, ryzen7600.id]), {
      PartComparePage_Parts: partsByIds([ryzen7700x, ryzen7950x, ryzen7600]),
    });
    expect(within(await table()).getAllByRole('link', { name: /^Remove / })).toHaveLength(3);
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('refuses parts of another category, naming them, and offers the ones that fit', async () => {
    renderDesktopRoute(partComparePath('cpu', [ryzen7700x.id, arcB580.id]), answers);
    expect(await screen.findByRole('heading', { name: 'Only parts of one kind can be compared' })).toBeInTheDocument();
    expect(
      screen.getByText(`This comparison of CPUs names ${arcB580.name}, a video card.`, { exact: false }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Compare only the CPUs' })).toHaveAttribute(
      'href',
      partComparePath('cpu', [ryzen7700x.id]),
    );
  });

  it('refuses more than three parts without asking for them', async () => {
    const { client } = renderDesktopRoute(partComparePath('gpu', ['a', 'b', 'c', 'd']), answers);
    expect(await screen.findByRole('heading', { name: 'Compare at most 3 video cards' })).toBeInTheDocument();
    expect(screen.getByText('This link names 4 parts; a comparison shows up to 3 side by side.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Compare the first 3' })).toHaveAttribute(
      'href',
      '/desktop/parts/gpu/compare?ids=a,b,c',
    );
    expect(client.requestNames()).not.toContain('PartComparePage_Parts');
  });

  it('says which parts of a link are not in the catalogue, and asks for parts when it names none', async () => {
    renderDesktopRoute(partComparePath('cpu', [ryzen7700x.id, ryzen7950x.id, 'gone']), answers);
    expect(
      await screen.findByText('1 part in this link is not in our catalogue and was left out.'),
    ).toBeInTheDocument();
    expect(await table()).toBeInTheDocument();
  });

  it('starts empty with a search, and a category that does not exist is not found', async () => {
    const { unmount } = renderDesktopRoute(partComparePath('cpu_cooler', []), answers);
    expect(await screen.findByRole('heading', { level: 1, name: 'Compare CPU coolers' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Find CPU coolers to compare' })).toBeInTheDocument();
    unmount();
    renderDesktopRoute('/desktop/parts/toasters/compare?ids=a,b', answers);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
