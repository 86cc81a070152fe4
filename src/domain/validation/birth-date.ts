const DAY_MONTH_YEAR = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** Turns a day/month/year birth date (spec §5) into YYYY-MM-DD; null when it is not a real calendar day. */
export function parseBirthDate(value: string): string | null {
  const match = DAY_MONTH_YEAR.exec(value.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return date.toISOString().slice(0, 10);
}

/**
 * What is wrong with a birth date, if anything: it must be a real day and, when today (YYYY-MM-DD) is
 * known, not in the future; the two are told apart so the traveller reads which (issue #30).
 */
export function birthDateProblem(
  value: string,
  today?: string,
): 'invalidBirthDate' | 'birthDateInFuture' | null {
  const iso = parseBirthDate(value);
  if (iso === null) return 'invalidBirthDate';
  return today !== undefined && iso > today ? 'birthDateInFuture' : null;
}
