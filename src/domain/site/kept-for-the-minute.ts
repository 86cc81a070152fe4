const MINUTE_MS = 60_000;

/**
 * A reading of an instant to the minute (its business day, its wall-clock time, whether a desk is open),
 * the last answer kept until the minute changes: time zones move by whole minutes, so every instant of a
 * minute gives the same answer, and formatting with a time zone is some 20 µs of every page that asks.
 * An instant that is not one is read every time (and refused by the reading).
 */
export function keptForTheMinute<T>(reading: (now: Date) => T): (now: Date) => T {
  let minute = Number.NaN;
  let answer: T;
  return (now) => {
    const nowMinute = Math.floor(now.getTime() / MINUTE_MS);
    if (nowMinute !== minute) {
      answer = reading(now);
      minute = nowMinute;
    }
    return answer;
  };
}
