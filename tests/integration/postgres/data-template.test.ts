import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { templateFingerprint, templateLayout } from '#adapters/postgres/data-template.ts';
import { openDatabase } from '#adapters/postgres/database.ts';

const folder = (name: string) => mkdtemp(path.join(tmpdir(), `kyma-${name}-`));
let template: string;

/** A template as the build makes one, smaller: a database with one row and one stored file. */
beforeAll(async () => {
  template = await folder('template');
  const layout = templateLayout(template);
  const database = await openDatabase({ dataDir: template });
  await database.schema.createTable('places', (table) => table.text('name'));
  await database('places').insert({ name: 'Santorini' });
  await database.destroy();
  await rm(path.join(template, 'kyma.lock'), { force: true });
  await mkdir(path.join(layout.files, 'images'), { recursive: true });
  await writeFile(path.join(layout.files, 'images', 'logo.webp'), 'picture');
  await writeFile(layout.fingerprint, 'made');
}, 60_000);

async function placesIn(dataDir: string, filesDir: string, dir = template) {
  const database = await openDatabase({ dataDir, template: { dir, filesDir } });
  try {
    const tables = await database.raw(`select to_regclass('places') as places`);
    if (tables.rows[0].places === null) return null;
    return (await database('places').select('name')).map((row) => row.name as string);
  } finally {
    await database.destroy();
  }
}

describe('the data template of the embedded first start', () => {
  it('gives an empty data folder the template database and its files', async () => {
    const dataDir = await folder('data');
    const filesDir = path.join(dataDir, 'files');
    expect(await placesIn(dataDir, filesDir)).toEqual(['Santorini']);
    expect(await readFile(path.join(filesDir, 'images', 'logo.webp'), 'utf8')).toBe('picture');
  }, 60_000);

  it('never replaces a database the folder already has', async () => {
    const dataDir = await folder('data');
    const filesDir = path.join(dataDir, 'files');
    const own = await openDatabase({ dataDir });
    await own.raw('select 1');
    await own.destroy();
    expect(await placesIn(dataDir, filesDir)).toBeNull();
  }, 60_000);

  it('copies again over what a start killed half-way left', async () => {
    const dataDir = await folder('data');
    await mkdir(path.join(dataDir, 'pglite.partial', 'base'), { recursive: true });
    await writeFile(path.join(dataDir, 'pglite.partial', 'base', 'torn'), 'half');
    expect(await placesIn(dataDir, path.join(dataDir, 'files'))).toEqual(['Santorini']);
  }, 60_000);

  it('ignores a template without its fingerprint (one the build did not finish)', async () => {
    const unfinished = await folder('unfinished');
    await mkdir(templateLayout(unfinished).database, { recursive: true });
    const dataDir = await folder('data');
    expect(await placesIn(dataDir, path.join(dataDir, 'files'), unfinished)).toBeNull();
  }, 60_000);

  it('has a fingerprint that changes with what the template is made from', async () => {
    const sources = await folder('sources');
    await writeFile(path.join(sources, 'a.sql'), 'create table a ()');
    const before = await templateFingerprint([sources]);
    expect(await templateFingerprint([sources])).toBe(before);
    await writeFile(path.join(sources, 'a.sql'), 'create table b ()');
    expect(await templateFingerprint([sources])).not.toBe(before);
  });
});
