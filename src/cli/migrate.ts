import { openDatabase } from '#adapters/postgres/database.ts';
import { migrateToLatest } from '#adapters/postgres/migrator.ts';
import { exitWhenLocked } from './exit-when-locked.ts';
import { loadConfigOrExit } from './load-config-or-exit.ts';

const config = loadConfigOrExit();
const database = await exitWhenLocked(
  openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }),
);
try {
  const applied = await migrateToLatest(database);
  process.stdout.write(applied.length ? `Applied:\n  ${applied.join('\n  ')}\n` : 'Already up to date.\n');
} finally {
  await database.destroy();
}
