import { screen } from '@testing-library/react';
import { renderWithProviders } from '@gadgets/shared-ui/testing';
import { Pagination } from '../pagination';
import { pageFromSearch, paginationWindow } from '../pagination-window';

describe('paginationWindow', () => {
  it('lists every page when there are five or fewer', () => {
    expect(paginationWindow(1, 3)).toEqual([1, 2, 3]);
    expect(paginationWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows five numbers around the current page with first, last and ellipses outside the window', () => {
    expect(paginationWindow(10, 20)).toEqual([1, 'start-ellipsis', 8, 9, 10, 11, 12, 'end-ellipsis', 20]);
  });

  it('keeps the window full at either end', () => {
    expect(paginationWindow(1, 20)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 20]);
    expect(paginationWindow(20, 20)).toEqual([1, 'start-ellipsis', 16, 17, 18, 19, 20]);
  });

  it('adds no ellipsis when the first or last page is right next to the window', () => {
    expect(paginationWindow(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(paginationWindow(4, 6)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('reads the page parameter leniently, defaulting to 1', () => {
    expect(pageFromSearch(null)).toBe(1);
    expect(pageFromSearch('3')).toBe(3);
    expect(pageFromSearch('0')).toBe(1);
    expect(pageFromSearch('-2')).toBe(1);
    expect(pageFromSearch('two')).toBe(1);
    expect(pageFromSearch('1.5')).toBe(1);
  });
});

describe('Pagination', () => {
  it('is hidden when there is one page or none', () => {
    const { container } = renderWithProviders(<Pagination currentPage={1} totalPages={1} basePath="/mobile/google" />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('links pages as {basePath}?page={n} and marks the current one', () => {
    renderWithProviders(<Pagination currentPage={2} totalPages={3} basePath="/mobile/google" />);
    expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/mobile/google?page=1');
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/mobile/google?page=1');
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/mobile/google?page=3');
  });

  it('disables Previous on the first page and Next on the last', () => {
    const { unmount } = renderWithProviders(<Pagination currentPage={1} totalPages={4} basePath="/b" />);
    expect(screen.queryByRole('link', { name: 'Previous' })).not.toBeInTheDocument();
    expect(screen.getByText('Previous')).toHaveAttribute('aria-disabled', 'true');
    unmount();
    renderWithProviders(<Pagination currentPage={4} totalPages={4} basePath="/b" />);
    expect(screen.queryByRole('link', { name: 'Next' })).not.toBeInTheDocument();
    expect(screen.getByText('Next')).toHaveAttribute('aria-disabled', 'true');
  });

  it('shows first and last page links around the window', () => {
    renderWithProviders(<Pagination currentPage={10} totalPages={20} basePath="/b" />);
    const numbers = screen.getAllByRole('link', { name: /^Page / }).map((link) => link.textContent);
    expect(numbers).toEqual(['1', '8', '9', '10', '11', '12', '20']);
    expect(screen.getAllByText('…')).toHaveLength(2);
  });
});
