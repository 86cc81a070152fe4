/**
 * `npm start` builds only what changed (issue #48): the build stamps `build/` with a fingerprint of what it
 * was made from (the sources, the message catalogues, the content, the migrations, the dependencies' lock
 * and the build's own configuration), and a start builds again only when that fingerprint differs or the
 * build is missing. The fingerprint is taken before the build starts, so a file edited during a build
 * makes the next start build again.
 * Usage: node scripts/build-stamp.ts begin|end (around `npm run build`) | start (build when needed)
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { templateFingerprint } from '#adapters/postgres/data-template.ts';

/** What a build is made from; `build/` is what it makes. */
const BUILD_INPUTS = [
  'src',
  'content',
  'migrations',
  'public',
  'scripts',
  'package.json',
  'package-lock.json',
  'react-router.config.ts',
  'vite.config.ts',
  'tsconfig.json',
];
const STAMP = 'build/.inputs-fingerprint';
/** Outside `build/` (the build empties it) and of this checkout alone (clones may share node_modules). */
const PENDING = path.join(
  tmpdir(),
  `kyma-build-fingerprint-${createHash('sha256').update(process.cwd()).digest('hex').slice(0, 16)}`,
);
/** What serving needs of a build: the server bundle and the browser's files. */
const OUTPUTS = ['build/server/index.js', 'build/client'];

/** Whether the build on disk was made from the inputs as they are now: then a start serves it as it is. */
export function buildIsCurrent(build: { stamp: string | null; outputsPresent: boolean }, inputs: string) {
  return build.outputsPresent && build.stamp === inputs;
}

export const inputsFingerprint = (root: string) =>
  templateFingerprint(BUILD_INPUTS.map((input) => path.join(root, input)).filter(existsSync));

async function main(mode: string | undefined) {
  if (mode === 'begin') await writeFile(PENDING, await inputsFingerprint('.'));
  else if (mode === 'end') {
    // Copied, not renamed: the temporary folder may be on another file system.
    await copyFile(PENDING, STAMP);
    await rm(PENDING);
  } else if (mode === 'start') {
    const started = performance.now();
    const current = buildIsCurrent(
      {
        stamp: await readFile(STAMP, 'utf8').catch(() => null),
        outputsPresent: OUTPUTS.every((output) => existsSync(output)),
      },
      await inputsFingerprint('.'),
    );
    if (current) {
      const ms = Math.round(performance.now() - started);
      process.stdout.write(`the build is current (nothing changed since it was made, checked in ${ms} ms)\n`);
      return;
    }
    const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
    process.exitCode = build.status ?? 1;
  } else throw new Error('usage: node scripts/build-stamp.ts begin|end|start');
}

if (import.meta.main) await main(process.argv[2]);
