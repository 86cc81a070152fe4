import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_ROOT, loadSeedContent } from '#adapters/postgres/seed/content-files.ts';

let root: string;
/** Files a test changed, with their text before it, put back after each test. */
const originals = new Map<string, string>();

/** A copy of the repository's content/ folder to break one file at a time. */
beforeAll(async () => {
  root = path.join(await mkdtemp(path.join(tmpdir(), 'kyma-content-')), 'content');
  await cp(CONTENT_ROOT, root, { recursive: true });
});

afterEach(async () => {
  for (const [file, text] of originals) await writeFile(file, text);
  originals.clear();
});

afterAll(async () => {
  await rm(path.dirname(root), { recursive: true, force: true });
});

const edit = async (file: string, change: (text: string) => string) => {
  const absolute = path.join(root, file);
  const text = await readFile(absolute, 'utf8');
  originals.set(absolute, text);
  await writeFile(absolute, change(text));
};

const remove = async (file: string) => {
  const absolute = path.join(root, file);
  originals.set(absolute, await readFile(absolute, 'utf8'));
  await rm(absolute);
};

describe('the seed content files', () => {
  it('turn into the seed content, entities in the order their collection lists them', async () => {
    const content = await loadSeedContent(root);
    expect(content.destinations[0]?.key).toBe('santorini');
    expect(content.destinations[0]?.text.sq.body).toMatch(/^\S/);
    expect(content.menus[2]?.entries[0]?.text.en.link).toBe('/en/terms-and-conditions');
    expect(content.menus[2]?.entries[0]?.text.el.link).toBe('/oroi-and-proypo8eseis');
  });

  it('name the file and the field that is missing or wrong', async () => {
    await edit('destinations/kea/de.md', (text) => text.replace(/^title: .*\n/m, ''));
    await expect(loadSeedContent(root)).rejects.toThrow(
      'content/destinations/kea/de.md title is a required field',
    );
  });

  it('refuse a misspelt field instead of leaving its value out', async () => {
    await edit('offers/early-booking/meta.yaml', (text) => text.replace('validUntil:', 'validUntill:'));
    await expect(loadSeedContent(root)).rejects.toThrow(
      /content\/offers\/early-booking\/meta\.yaml .*validUntil is a required field.*unknown fields: validUntill/,
    );
  });

  it('need all seven languages of every entity', async () => {
    await remove('companies/levante-ferries/sq.md');
    await expect(loadSeedContent(root)).rejects.toThrow('content/companies/levante-ferries lacks sq.md');
  });

  it('need every entity listed in its collection order', async () => {
    await edit('posts/order.yaml', (text) => text.replace(/^- ionian-islands-by-ferry\n/m, ''));
    await expect(loadSeedContent(root)).rejects.toThrow(
      'content/posts/order.yaml does not list ionian-islands-by-ferry',
    );
  });

  it('need a menu label in every language', async () => {
    await edit('menus/fr.yaml', (text) => text.replace(/^blog: .*\n/m, ''));
    await expect(loadSeedContent(root)).rejects.toThrow('content/menus/fr.yaml blog is a required field');
  });
});
