import { act, screen } from '@testing-library/react';
import { appStore } from '@gadgets/shared-ui';
import { renderWithProviders } from '@gadgets/shared-ui/testing';
import { darkTheme, lightTheme, type AccentName } from '@gadgets/shared-ui';
import { Breadcrumb } from '../breadcrumb/breadcrumb';
import { CompareTable } from '../compare/compare-table';
import { largestNumber } from '../compare/better-value';
import { Pagination } from '../pagination/pagination';
import { SpecTable } from '../spec-table/spec-table';
import { StatusPanel } from '../status-panel/status-panel';

const ACCENTS: AccentName[] = ['green', 'blue', 'red', 'orange'];

/** jsdom reports colours as rgb(); the tokens are hex. */
function rgb(hex: string): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
}

describe('widget theming', () => {
  it.each(ACCENTS)('paints the current page, breadcrumb links and actions in the %s accent', (accent) => {
    renderWithProviders(
      <>
        <Breadcrumb section="mobile" brand="Google" accent={accent} />
        <Pagination currentPage={2} totalPages={3} basePath="/mobile/google" accent={accent} />
        <StatusPanel title="Oops" action={{ label: 'Try Again', onClick: () => undefined }} accent={accent} />
      </>,
    );
    // Light mode writes and fills with the strong shade: the base shade is too light under small text.
    const strong = rgb(lightTheme.accents[accent].strong);
    expect(getComputedStyle(screen.getByRole('link', { name: 'Page 2' })).backgroundColor).toBe(strong);
    expect(getComputedStyle(screen.getByRole('link', { name: 'Phones' })).color).toBe(strong);
    expect(getComputedStyle(screen.getByRole('button', { name: 'Try Again' })).backgroundColor).toBe(strong);
  });

  it('follows night mode: surfaces and text switch to the dark tokens', () => {
    const sections = [{ title: 'Battery', rows: [{ label: 'Capacity', value: '5000 mAh' }] }];
    const { unmount } = renderWithProviders(<SpecTable sections={sections} />);
    expect(getComputedStyle(screen.getByRole('region', { name: 'Battery' })).backgroundColor).toBe(
      rgb(lightTheme.colors.surface),
    );
    unmount();

    act(() => appStore.setState({ theme: 'dark' }));
    renderWithProviders(
      <>
        <SpecTable sections={sections} />
        <CompareTable
          columns={[
            { key: 'a', header: 'A' },
            { key: 'b', header: 'B' },
          ]}
          sections={[
            { title: 'Power', rows: [{ label: 'Capacity', values: ['1 mAh', '2 mAh'], score: largestNumber }] },
          ]}
        />
      </>,
    );
    expect(getComputedStyle(screen.getByRole('region', { name: 'Battery' })).backgroundColor).toBe(
      rgb(darkTheme.colors.surface),
    );
    expect(getComputedStyle(screen.getByText('Best')).color).toBe(rgb(darkTheme.accents.blue.contrastText));
  });

  it('writes accent links in the light onDark shade on dark surfaces', () => {
    act(() => appStore.setState({ theme: 'dark' }));
    renderWithProviders(<Breadcrumb section="bike" brand="Honda" accent="orange" />);
    expect(getComputedStyle(screen.getByRole('link', { name: 'Bikes' })).color).toBe(
      rgb(darkTheme.accents.orange.onDark),
    );
  });
});
