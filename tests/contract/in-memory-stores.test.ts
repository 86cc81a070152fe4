import { InMemoryContentCache } from '#adapters/in-memory/in-memory-content-cache.ts';
import { InMemoryIdempotencyStore } from '#adapters/in-memory/in-memory-idempotency-store.ts';
import { InMemoryRenderedPageCache } from '#adapters/in-memory/in-memory-rendered-page-cache.ts';
import { InMemorySearchCache } from '#adapters/in-memory/in-memory-search-cache.ts';
import { shortLivedStoresContract } from './short-lived-stores.contract.ts';

shortLivedStoresContract('in memory', {
  searchCache: () => new InMemorySearchCache(),
  idempotencyStore: () => new InMemoryIdempotencyStore(),
  contentCache: (ttlMs) => new InMemoryContentCache({ ttlMs }),
  renderedPageCache: (ttlMs) => new InMemoryRenderedPageCache({ ttlMs }),
});
