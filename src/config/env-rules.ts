import * as yup from 'yup';

/** A URL whose scheme is one of `protocols`; empty passes (the variable is optional). */
export const urlWithProtocol = (protocols: string[]) =>
  yup
    .string()
    .trim()
    .test('url', `must be a URL starting with ${protocols.join(' or ')}`, (value) => {
      if (value === undefined || value === '') return true;
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    });

export const seconds = (min: number, max: number) =>
  yup
    .number()
    .typeError('must be a number of seconds')
    .integer('must be a whole number of seconds')
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`);

export const booleanFlag = yup
  .string()
  .trim()
  .lowercase()
  .oneOf(['true', 'false', '1', '0', 'yes', 'no'], 'must be true or false');

export const isTrue = (flag: string) => ['true', '1', 'yes'].includes(flag);

/** `a=x,b=y` as pairs; the value may itself hold `=` (URLs with queries, tokens). */
export function namedList(text: string | undefined): Array<[string, string]> {
  return (text ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const at = entry.indexOf('=');
      return at < 0 ? [entry, ''] : [entry.slice(0, at).trim(), entry.slice(at + 1).trim()];
    });
}

export const emptyToUndefined = (value: string | undefined) =>
  value === undefined || value === '' ? undefined : value;
