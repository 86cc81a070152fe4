/** An amount of money in integer euro cents. Never a float: formatting happens in the web layer. */
export type Cents = number;

export function isCents(value: unknown): value is Cents {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

/** Turns a whole-cent number into Cents, refusing fractions so a float never slips into money. */
export function cents(value: number): Cents {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Not a whole number of cents: ${value}`);
  return value;
}
