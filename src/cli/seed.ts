import { Redis } from 'ioredis';
import { DiskFileStorage } from '#adapters/files/disk-file-storage.ts';
import { openDatabase } from '#adapters/postgres/database.ts';
import { migrateToLatest } from '#adapters/postgres/migrator.ts';
import { seedContent } from '#adapters/postgres/seed/seed-content.ts';
import { seedReferenceData } from '#adapters/postgres/seed/seed-reference-data.ts';
import { RedisContentCache } from '#adapters/redis/redis-content-cache.ts';
import { exitWhenLocked } from './exit-when-locked.ts';
import { loadConfigOrExit } from './load-config-or-exit.ts';

const config = loadConfigOrExit();
const database = await exitWhenLocked(
  openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }),
);
try {
  await migrateToLatest(database);
  await seedReferenceData(database);
  const report = await seedContent({
    knex: database,
    storage: new DiskFileStorage({ root: config.filesDir }),
  });
  // Running web processes share their caches through Redis: pages of the old content must go.
  if (config.redisUrl) {
    const redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 1 });
    await new RedisContentCache({ redis, ttlMs: config.contentCacheTtlMs })
      .invalidate('all')
      .finally(() => redis.disconnect());
  }
  const inserted = Object.entries(report.inserted)
    .map(([collection, count]) => `${count} ${collection}`)
    .join(', ');
  process.stdout.write(
    `Seed data is in place${inserted ? ` (added ${inserted}; ${report.images} images, ${Math.round(report.imageBytes / 1024)} KiB)` : ''} in ${report.milliseconds} ms.\n`,
  );
} finally {
  await database.destroy();
}
