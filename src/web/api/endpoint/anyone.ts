import type { Caller } from './endpoint.ts';

/** Public: anyone may call, without credentials. */
export const anyone: Caller<unknown, undefined> = {
  security: [],
  description: 'anyone, without credentials',
  admit: async () => ({ admitted: true, caller: undefined }),
};
