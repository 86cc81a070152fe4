import { createHash } from 'node:crypto';
import { cp, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * The embedded default's first start copies a data folder made by `npm run build` (migrations applied,
 * reference data and the seed content with its images) instead of making it again: initialising PGlite,
 * migrating and drawing 105 pictures take far longer than copying their result. The template holds no
 * secret (signing keys are made by each installation on its first start, after the copy).
 */
export interface DataTemplate {
  /** The template folder: `pglite/` (the database) and `files/` (the stored images). */
  dir: string;
  /** Where this installation keeps its stored files (FILES_DIR). */
  filesDir: string;
}

/** Where a template keeps its parts; the fingerprint is written last, so a half-made template is none. */
export function templateLayout(dir: string) {
  return {
    database: path.join(dir, 'pglite'),
    files: path.join(dir, 'files'),
    fingerprint: path.join(dir, 'fingerprint'),
  };
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/**
 * Fills a data folder that has no database yet from the template, when there is one. The files go
 * first and the database folder appears by a rename last, so a start killed half-way copies again.
 * Called with the data folder locked. True when the template was used.
 */
export async function restoreDataTemplate(database: string, template: DataTemplate): Promise<boolean> {
  const layout = templateLayout(template.dir);
  if ((await exists(database)) || !(await exists(layout.fingerprint))) return false;
  const partial = `${database}.partial`;
  await rm(partial, { recursive: true, force: true });
  await cp(layout.files, template.filesDir, { recursive: true, force: false });
  await cp(layout.database, partial, { recursive: true });
  await rename(partial, database);
  return true;
}

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** A hash of everything a template is made from: when it is unchanged, the last template still holds. */
export async function templateFingerprint(sources: string[]): Promise<string> {
  const hash = createHash('sha256');
  for (const source of sources) {
    const files = (await stat(source)).isDirectory() ? await filesUnder(source) : [source];
    for (const file of files)
      hash
        .update(file)
        .update('\0')
        .update(await readFile(file))
        .update('\0');
  }
  return hash.digest('hex');
}
