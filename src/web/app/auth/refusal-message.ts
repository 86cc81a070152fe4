import type { RequestError } from '#application/errors/request-error.ts';

/** The message key a page shows for an account use case's refusal. */
export function refusalMessage(error: RequestError, unauthorized = 'authLinkInvalid'): string {
  switch (error.code) {
    case 'invalidCredentials':
      return 'authWrongCredentials';
    case 'tooManyRequests':
      return 'authTooManyAttempts';
    case 'accountNotActivated':
      return 'authNotActivated';
    case 'unauthorized':
      return unauthorized;
    case 'invalidRequest':
      return 'invalidRequest';
    default:
      return 'authFailed';
  }
}
