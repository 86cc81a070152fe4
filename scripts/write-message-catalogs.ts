/**
 * Build step: each language's parsed messages as the file pages fetch
 * (`build/client/assets/messages/<version>/<locale>.json`, see `src/web/app/i18n/message-catalog.ts`);
 * `precompress-client.ts` then adds their Brotli and gzip copies. Usage: node scripts/write-message-catalogs.ts
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { LOCALE_CODES } from '#domain/i18n/locales.ts';
import { messageCatalogPath } from '#web/app/i18n/message-catalog.ts';
import { CATALOG_FILES, CATALOG_VERSION } from '#web/app/i18n/message-catalogs.server.ts';

const clientDir = path.resolve(process.argv[2] ?? 'build/client');
for (const locale of LOCALE_CODES) {
  const file = path.join(clientDir, messageCatalogPath(locale, CATALOG_VERSION));
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, CATALOG_FILES[locale]);
}
console.log(`wrote the message catalogs of version ${CATALOG_VERSION}`);
