/** The current time, injected so use cases and tests agree on "now". */
export interface Clock {
  now(): Date;
}
