import type { Container } from 'inversify';
import type { ServicesOf, UseCaseTree } from '#application/use-case-registry.ts';

/**
 * An area's use cases as its callers get them, each resolved by its class from the modules that bound it:
 * the container keeps no list of its own (issue #50).
 */
export function resolveServices<T extends UseCaseTree>(
  container: Pick<Container, 'get'>,
  tree: T,
): ServicesOf<T> {
  const entries = Object.entries(tree).map(([name, entry]) => [
    name,
    typeof entry === 'function'
      ? container.get<object>(entry as new () => object)
      : resolveServices(container, entry),
  ]);
  return Object.fromEntries(entries) as ServicesOf<T>;
}
