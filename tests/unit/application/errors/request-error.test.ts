import { describe, expect, it } from 'vitest';
import { invalidRequest, requestError } from '#application/errors/request-error.ts';

describe('request error', () => {
  it('carries the code and message it was given', () => {
    expect(requestError('forbidden', 'this needs the posts:write permission')).toEqual({
      code: 'forbidden',
      message: 'this needs the posts:write permission',
    });
  });

  it('keeps details only when there is at least one', () => {
    expect(requestError('conflict', 'taken', ['email is in use'])).toEqual({
      code: 'conflict',
      message: 'taken',
      details: ['email is in use'],
    });
    expect(requestError('conflict', 'taken', [])).not.toHaveProperty('details');
    expect(requestError('conflict', 'taken', undefined)).not.toHaveProperty('details');
  });

  it('invalidRequest is a request error with the invalidRequest code', () => {
    expect(invalidRequest('take must be a whole number')).toEqual({
      code: 'invalidRequest',
      message: 'take must be a whole number',
    });
    expect(invalidRequest('bad body', ['name is required'])).toEqual({
      code: 'invalidRequest',
      message: 'bad body',
      details: ['name is required'],
    });
  });
});
