import type { Clock } from '#application/ports/clock.ts';

export const systemClock: Clock = { now: () => new Date() };

/**
 * A clock that reads `start` when made and then ticks with the machine: holds still lapse and queued
 * jobs still fall due, but every run of the tests lives on the same calendar days.
 */
export function clockStartingAt(start: Date): Clock {
  const offset = start.getTime() - Date.now();
  return { now: () => new Date(Date.now() + offset) };
}
