/**
 * A short-lived cache of public content reads, shared by the web processes when Redis is configured.
 * Invalidation bumps a generation, so a read that raced a write never serves the old value again.
 */
export interface ContentCache {
  read<T>(entity: string, key: string, load: () => Promise<T>): Promise<T>;
  /** Drops what is cached for one entity, or for every entity. */
  invalidate(entity: string | 'all'): Promise<void>;
  /** Changes with every invalidation of any entity: what was built from content (rendered pages) keys on it. */
  version(): Promise<string>;
}
