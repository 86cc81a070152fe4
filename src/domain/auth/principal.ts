import type { ScopedUser } from './scope.ts';

/** Who is calling: a signed-in user with their permissions, or null for an anonymous visitor. */
export interface Principal extends ScopedUser {
  id: number;
  email: string;
  scope: unknown;
}

export type Actor = Principal | null;
