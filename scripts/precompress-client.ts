/**
 * Post-build step: a gzip 9 and a Brotli 11 copy beside each compressible client file, so the server
 * sends them as they are (`static-assets.ts`) instead of compressing on every request.
 * Usage: node scripts/precompress-client.ts [build/client]
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { constants, brotliCompress, gzip } from 'node:zlib';

const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|xml|html|map)$/;
const brotli = promisify(brotliCompress);
const gzip9 = promisify(gzip);

async function precompress(file: string): Promise<void> {
  const bytes = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzip9(bytes, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  // A copy no smaller than the file is left out: the server then sends the file itself.
  if (br.length < bytes.length) await writeFile(`${file}.br`, br);
  if (gz.length < bytes.length) await writeFile(`${file}.gz`, gz);
}

const root = path.resolve(process.argv[2] ?? 'build/client');
const entries = await readdir(root, { recursive: true, withFileTypes: true });
const files = entries
  .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
  .map((entry) => path.join(entry.parentPath, entry.name))
  // Dot folders (Vite's manifest) are never served.
  .filter((file) => !path.relative(root, file).split(path.sep).some((part) => part.startsWith('.')));
await Promise.all(files.map(precompress));
console.log(`precompressed ${files.length} files in ${path.relative(process.cwd(), root)}`);
