import type { Bind, ResolutionContext } from 'inversify';
import type { Knex } from 'knex';
import { PARTS } from './tokens.ts';

/** Builds a PostgreSQL adapter over the one connection pool (adapters that take it bare). */
export function onDatabase<T>(Adapter: new (knex: Knex) => T) {
  return (c: ResolutionContext) => new Adapter(c.get(PARTS.database));
}

/** Builds a PostgreSQL adapter over the one connection pool (adapters that take `{ knex }`). */
export function onKnex<T>(Adapter: new (deps: { knex: Knex }) => T) {
  return (c: ResolutionContext) => new Adapter({ knex: c.get(PARTS.database) });
}

/** Binds each use case class to itself, every one built over the same kind of `deps` object. */
export function bindEachTo<D>(
  bind: Bind,
  UseCases: Array<new (deps: D) => object>,
  deps: (c: ResolutionContext) => D,
) {
  for (const UseCase of UseCases) bind<object>(UseCase).toDynamicValue((c) => new UseCase(deps(c)));
}
