/** 'N laptops available' ('1 laptop available'): the noun in singular and plural. */
export function availableText(total: number, singular: string, plural: string): string {
  return `${total} ${total === 1 ? singular : plural} available`;
}

/** 'Showing a-b of N' for one page of a listing. */
export function showingText(page: number, pageSize: number, shown: number, total: number): string {
  if (total === 0 || shown === 0) return `Showing 0 of ${total}`;
  const first = (page - 1) * pageSize + 1;
  return `Showing ${first}-${first + shown - 1} of ${total}`;
}
