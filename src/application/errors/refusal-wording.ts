import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '#domain/auth/credentials.ts';
import type { ApiRefusal, PasswordProblem, RegistrationProblem } from '#domain/errors/api-refusal.ts';
import { err, type Result } from '#domain/shared/result.ts';
import { invalidRequest, localizedError, type RequestError, requestError } from './request-error.ts';

const SAFE_LINK_RULE =
  'must be an http(s), mailto: or tel: address (or a messaging app link) or a path on this site';

const quoted = (names: readonly string[]) => names.map((name) => `'${name}'`).join(', ');

export function passwordProblemText(problem: PasswordProblem): string {
  switch (problem) {
    case 'notAString':
      return 'password must be a string';
    case 'tooShort':
      return `password must have at least ${PASSWORD_MIN_LENGTH} characters`;
    case 'tooLong':
      return `password must have at most ${PASSWORD_MAX_LENGTH} characters`;
    case 'blank':
      return 'password cannot be only spaces';
  }
}

function registrationProblemText(entry: RegistrationProblem): string {
  switch (entry.field) {
    case 'email':
      return 'email must be a valid e-mail address';
    case 'password':
      return passwordProblemText(entry.problem);
    case 'name':
      return 'name must be a string of at most 200 characters';
    case 'locale':
      return 'locale must be one of el, en, de, es, fr, it, sq';
  }
}

/**
 * The API's English wording of a domain refusal and the kind of refusal it is (the web layer turns the kind
 * into an HTTP status). These sentences are part of the API's answers: clients and tests read them.
 */
export function requestErrorOf(refusal: ApiRefusal): RequestError {
  switch (refusal.code) {
    case 'notAnObject':
      return invalidRequest('the body must be a JSON object');
    case 'unknownFields':
      return invalidRequest(`unknown field ${quoted(refusal.fields)}`);
    case 'invalidRegistration':
      return invalidRequest('invalid registration', refusal.problems.map(registrationProblemText));
    case 'credentialsRequired':
      return invalidRequest('email and password are required');
    case 'invalidEmail':
      return invalidRequest('email must be a valid e-mail address');
    case 'weakPassword':
      return invalidRequest(passwordProblemText(refusal.problem));
    case 'currentPasswordRequired':
      return invalidRequest('currentPassword is required');
    case 'signInFirst':
      return requestError('unauthorized', 'sign in first');
    case 'needsPermission':
      return requestError('forbidden', `this needs the ${refusal.permission} permission`);
    case 'fieldNeedsPermission':
      return requestError(
        'forbidden',
        `writing '${refusal.field}' needs the ${refusal.permission} permission`,
      );
    case 'invalidContent':
      return invalidRequest(`invalid ${refusal.entity} body`, [...refusal.problems]);
    case 'unsafeLink': {
      const [field] = refusal.paths;
      return localizedError('invalidRequest', 'unsafeLink', `${field} ${SAFE_LINK_RULE}`, {
        values: { field },
        details: [...refusal.paths.map((path) => `${path} ${SAFE_LINK_RULE}`), ...refusal.problems],
      });
    }
    case 'lastAdmin':
      return localizedError(
        'conflict',
        'lastAdmin',
        'this is the last active administrator: it cannot be deleted, deactivated or lose the admin permission until another active account has it',
      );
    case 'moveIntoOwnBranch':
      return invalidRequest('a node cannot move under itself or its own descendants');
    case 'moveBeforeItself':
      return invalidRequest('before cannot be the node being moved');
    case 'beforeNotAChild':
      return invalidRequest('before must be a child of the target');
    case 'unknownParameter':
      return invalidRequest(`unknown query parameter '${refusal.parameter}'`);
    case 'givenTwice':
      return invalidRequest(`${refusal.parameter} must be given once`);
    case 'notAFlag':
      return invalidRequest(`${refusal.parameter} must be true or false`);
    case 'malformedResize':
      return invalidRequest('resize must look like 300, 300x200 or x200');
    case 'resizeOutOfRange':
      return invalidRequest(`resize sides must be from 1 to ${refusal.max} pixels`);
    case 'invalidQuery':
      return invalidRequest(refusal.problem, refusal.details ? [...refusal.details] : undefined);
  }
}

/** A domain result with its refusal worded, for use cases that pass a rule's verdict on. */
export function worded<T>(result: Result<T, ApiRefusal>): Result<T, RequestError> {
  return result.ok ? result : err(requestErrorOf(result.error));
}
