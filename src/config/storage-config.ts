import path from 'node:path';
import * as yup from 'yup';
import { booleanFlag, emptyToUndefined, isTrue, urlWithProtocol } from './env-rules.ts';

/** Where data lives: PostgreSQL (or embedded PGlite), Redis (or in-process stand-ins) and the data folder. */
export interface StorageConfig {
  /** PostgreSQL connection string; absent means embedded PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  /** Redis connection string; absent means the in-process queue and in-memory caches. */
  redisUrl: string | undefined;
  dataDir: string;
  migrateOnStart: boolean;
  /** Load the seed content (destinations, pages, menus, …) when a process starts on a database without content. */
  seedContentOnStart: boolean;
}

export const storageEnv = yup.object({
  DATABASE_URL: urlWithProtocol(['postgres:', 'postgresql:']),
  REDIS_URL: urlWithProtocol(['redis:', 'rediss:']),
  DATA_DIR: yup.string().trim().default('data'),
  MIGRATE_ON_START: booleanFlag.default('true'),
  SEED_CONTENT_ON_START: booleanFlag.default('true'),
});

export function storageConfigOf(env: yup.InferType<typeof storageEnv>): StorageConfig {
  return {
    databaseUrl: emptyToUndefined(env.DATABASE_URL),
    redisUrl: emptyToUndefined(env.REDIS_URL),
    dataDir: path.resolve(env.DATA_DIR),
    migrateOnStart: isTrue(env.MIGRATE_ON_START),
    seedContentOnStart: isTrue(env.SEED_CONTENT_ON_START),
  };
}
