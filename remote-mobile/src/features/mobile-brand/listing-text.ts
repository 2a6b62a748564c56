/** 'N mobiles available' (one mobile reads singular). */
export const availableText = (total: number) => `${total} ${total === 1 ? 'mobile' : 'mobiles'} available`;

/** 'Showing a-b of N' for one page of a listing. */
export function showingText(page: number, pageSize: number, shown: number, total: number): string {
  if (total === 0 || shown === 0) return `Showing 0 of ${total}`;
  const first = (page - 1) * pageSize + 1;
  return `Showing ${first}-${first + shown - 1} of ${total}`;
}
