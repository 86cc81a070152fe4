/**
 * Why a rule refused an input to the content, auth or file API: a stable code and the fields and values that
 * say what was wrong, never the wording. Plain data like Refusal: returned, never thrown. The application
 * still words it in English (`refusal-wording.ts`, decision 0033); it is to become codes of the one
 * `Refusal` (decision 0052), worded from the catalogues at the edge.
 */
export type ApiRefusal =
  | { code: 'notAnObject' }
  | { code: 'unknownFields'; fields: readonly string[] }
  | { code: 'invalidRegistration'; problems: readonly RegistrationProblem[] }
  | { code: 'credentialsRequired' }
  | { code: 'invalidEmail' }
  | { code: 'weakPassword'; problem: PasswordProblem }
  | { code: 'currentPasswordRequired' }
  | { code: 'signInFirst' }
  | { code: 'needsPermission'; permission: string }
  | { code: 'fieldNeedsPermission'; field: string; permission: string }
  /** `problems` are the value checks' descriptions of the other fields that failed. */
  | { code: 'invalidContent'; entity: string; problems: readonly string[] }
  | { code: 'unsafeLink'; paths: readonly [string, ...string[]]; problems: readonly string[] }
  | { code: 'lastAdmin' }
  | { code: 'moveIntoOwnBranch' }
  | { code: 'moveBeforeItself' }
  | { code: 'beforeNotAChild' }
  | { code: 'unknownParameter'; parameter: string }
  | { code: 'givenTwice'; parameter: string }
  | { code: 'notAFlag'; parameter: string }
  | { code: 'malformedResize' }
  | { code: 'resizeOutOfRange'; max: number }
  /** A list query's refusal, still described by the query parser itself (decision 0033). */
  | { code: 'invalidQuery'; problem: string; details?: readonly string[] };

export type PasswordProblem = 'notAString' | 'tooShort' | 'tooLong' | 'blank';

export type RegistrationProblem =
  | { field: 'email'; problem: 'invalid' }
  | { field: 'password'; problem: PasswordProblem }
  | { field: 'name'; problem: 'invalid' }
  | { field: 'locale'; problem: 'invalid' };

/** The list query's refusals, described where the query is parsed. */
export const invalidQuery = (problem: string, details?: string[]): ApiRefusal =>
  details && details.length > 0
    ? { code: 'invalidQuery', problem, details }
    : { code: 'invalidQuery', problem };
