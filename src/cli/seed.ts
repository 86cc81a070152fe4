import { openDatabase } from '../adapters/postgres/database.ts';
import { migrateToLatest } from '../adapters/postgres/migrator.ts';
import { seedReferenceData } from '../adapters/postgres/seed/seed-reference-data.ts';
import { loadConfigOrExit } from './load-config-or-exit.ts';

const config = loadConfigOrExit();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrateToLatest(database);
  await seedReferenceData(database);
  process.stdout.write('Seed data is in place.\n');
} finally {
  await database.destroy();
}
