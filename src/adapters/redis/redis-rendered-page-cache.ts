import type { Redis } from 'ioredis';
import type { RenderedPage, RenderedPageCache } from '#application/ports/rendered-page-cache.ts';

const FIELDS = ['meta', 'html', 'gzip', 'brotli'] as const;

/** Shared by every web process: one Redis hash per page (bytes kept as they are), expiring with the TTL. */
export class RedisRenderedPageCache implements RenderedPageCache {
  readonly #redis: Redis;
  readonly #ttlMs: number;
  readonly #prefix: string;

  /** `prefix` keeps environments (or test runs) sharing one Redis apart. */
  constructor(deps: { redis: Redis; ttlMs: number; prefix?: string }) {
    this.#redis = deps.redis;
    this.#ttlMs = deps.ttlMs;
    this.#prefix = deps.prefix ?? 'kyma:page:';
  }

  async get(key: string): Promise<RenderedPage | undefined> {
    const [meta, html, gzip, brotli] = await this.#redis.hmgetBuffer(this.#prefix + key, ...FIELDS);
    if (!meta || !html || !gzip || !brotli) return undefined;
    const { headers, scriptHashes } = JSON.parse(meta.toString()) as Pick<
      RenderedPage,
      'headers' | 'scriptHashes'
    >;
    return { headers, scriptHashes, html, gzip, brotli };
  }

  async set(key: string, page: RenderedPage): Promise<void> {
    if (this.#ttlMs <= 0) return;
    const meta = JSON.stringify({ headers: page.headers, scriptHashes: page.scriptHashes });
    await this.#redis
      .multi()
      .hset(this.#prefix + key, { meta, html: page.html, gzip: page.gzip, brotli: page.brotli })
      .pexpire(this.#prefix + key, this.#ttlMs)
      .exec();
  }
}
