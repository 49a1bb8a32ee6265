/** The pages to offer as buttons: `count` of them, the current one as centred as the ends allow. */
export function visiblePages(page: number, pageCount: number, count: number): number[] {
  const shown = Math.min(count, pageCount);
  const first = Math.min(Math.max(0, page - Math.floor(shown / 2)), pageCount - shown);
  return Array.from({ length: shown }, (_, index) => first + index);
}
