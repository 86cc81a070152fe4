/** The deepest page a back-office list goes to: an address asking for more is not a list's own link. */
export const MAX_PAGE = 10_000;

/** The page a list's address asks for (`?page=`): a whole number from 1 to MAX_PAGE, else the first. */
export function pageNumber(text: string | null): number {
  const page = Number(text);
  return Number.isSafeInteger(page) && page > 1 ? Math.min(page, MAX_PAGE) : 1;
}
