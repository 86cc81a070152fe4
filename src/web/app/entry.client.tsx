import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import type { LocaleCode } from '#domain/i18n/locales.ts';
import { loadLocaleData } from './i18n/locale-data.ts';
import { installMessageCatalogs, loadMessageCatalog } from './i18n/message-catalog.ts';
import { reloadOnStaleChunks } from './stale-chunk-reload.ts';

reloadOnStaleChunks(window);

/**
 * The page's messages first (fetched beside the scripts, react-router-html.server.ts): hydrating
 * without them would replace its text with keys. So the language's dates and numbers, where the browser
 * cannot write them (locale-data.ts): hydrating without them would rewrite "dhjetor 2026" as "2026 M12".
 * When they cannot be had the page stays as the server sent it, links and forms working.
 */
async function messagesOfThisPage(): Promise<void> {
  const catalog = document.querySelector<HTMLMetaElement>('meta[name="message-catalog"]');
  installMessageCatalogs(catalog?.dataset.version ?? '');
  const locale = document.documentElement.lang as LocaleCode;
  await Promise.all([loadMessageCatalog(locale), loadLocaleData(locale)]);
}

messagesOfThisPage().then(
  () =>
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    }),
  (error: unknown) => console.error(error),
);
