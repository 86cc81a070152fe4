/**
 * Build step: the data folder an embedded first start copies (`data-template.ts`, decision 0036): a
 * fresh PGlite database with the migrations, the reference data and the seed content, and the seed
 * images. `react-router build` empties build/, so the template is made in node_modules/.cache and copied:
 * made again only when something it is made from changed.
 * Usage: node scripts/prepare-data-template.ts [build/data-template]
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DiskFileStorage } from '#adapters/files/disk-file-storage.ts';
import { openDatabase } from '#adapters/postgres/database.ts';
import { templateFingerprint, templateLayout } from '#adapters/postgres/data-template.ts';
import { migrateToLatest } from '#adapters/postgres/migrator.ts';
import { seedContent } from '#adapters/postgres/seed/seed-content.ts';
import { seedReferenceData } from '#adapters/postgres/seed/seed-reference-data.ts';

const target = path.resolve(process.argv[2] ?? 'build/data-template');
const cache = path.resolve('node_modules/.cache/kyma-data-template');
const SOURCES = [
  'migrations',
  'content',
  'src/adapters/postgres/seed',
  'node_modules/@electric-sql/pglite/package.json',
];

const fingerprint = await templateFingerprint(SOURCES);
const started = performance.now();
const made = await readFile(templateLayout(cache).fingerprint, 'utf8').catch(() => null);
if (made !== fingerprint) await makeTemplate(cache);
await rm(target, { recursive: true, force: true });
await cp(cache, target, { recursive: true });
process.stdout.write(
  `data template ${made === fingerprint ? 'copied' : 'made'} in ${target} in ${Math.round(performance.now() - started)} ms\n`,
);

async function makeTemplate(folder: string): Promise<void> {
  const work = await mkdtemp(path.join(tmpdir(), 'kyma-data-template-'));
  const database = await openDatabase({ dataDir: work });
  try {
    await migrateToLatest(database);
    await seedReferenceData(database);
    await seedContent({ knex: database, storage: new DiskFileStorage({ root: templateLayout(work).files }) });
    const keys = await database('signing_keys').count({ count: '*' }).first();
    if (Number(keys?.count) !== 0) throw new Error('the data template must hold no signing key');
  } finally {
    await database.destroy();
  }
  await rm(folder, { recursive: true, force: true });
  await cp(work, folder, { recursive: true, filter: (source) => path.basename(source) !== 'kyma.lock' });
  await rm(work, { recursive: true, force: true });
  // Last: a template without its fingerprint is never used.
  await writeFile(templateLayout(folder).fingerprint, fingerprint);
}
