import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCALE_CODES } from '#domain/i18n/locales.ts';

// The catalog keeps what it loaded for the life of the page: each test starts from a fresh module.
async function freshCatalog() {
  vi.resetModules();
  return import('#web/app/i18n/message-catalog.ts');
}

const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the message catalogs the build writes', () => {
  it('hold every language’s parsed messages under one version made from their content', async () => {
    const { CATALOG_FILES, CATALOG_VERSION } = await import('#web/app/i18n/message-catalogs.server.ts');
    const { PARSED_MESSAGES } = await import('#web/app/i18n/messages.server.ts');
    expect(CATALOG_VERSION).toMatch(/^[0-9a-f]{12}$/);
    for (const locale of LOCALE_CODES)
      expect(JSON.parse(CATALOG_FILES[locale])).toEqual(PARSED_MESSAGES[locale]);
  });

  it('leave out the words only documents use (the invoice and receipt PDFs), which the server keeps', async () => {
    const { CATALOG_FILES } = await import('#web/app/i18n/message-catalogs.server.ts');
    const { MESSAGE_AREAS, MESSAGES } = await import('#web/app/i18n/messages.server.ts');
    const fiscalKeys = Object.keys(MESSAGE_AREAS.fiscal.el);
    expect(fiscalKeys).toContain('fiscalInvoiceTitle');
    for (const locale of LOCALE_CODES) {
      const shipped = Object.keys(JSON.parse(CATALOG_FILES[locale]));
      expect(shipped.filter((key) => fiscalKeys.includes(key))).toEqual([]);
      expect(shipped).toContain('fiscalInvoiceLink');
      for (const key of fiscalKeys) expect(MESSAGES[locale]).toHaveProperty(key);
    }
  });
});

describe('a page’s message catalog', () => {
  let catalog: Awaited<ReturnType<typeof freshCatalog>>;
  beforeEach(async () => {
    catalog = await freshCatalog();
    catalog.installMessageCatalogs('0123456789ab');
  });

  it('is found at an address naming the version', () => {
    expect(catalog.messageCatalogPath('de')).toBe('/assets/messages/0123456789ab/de.json');
    expect(catalog.messageCatalogVersion()).toBe('0123456789ab');
  });

  it('has no messages for a language until they are loaded, then keeps them', async () => {
    const fetchCatalog = vi.fn(async () => answer({ hello: [{ type: 0, value: 'Hallo' }] }));
    expect(catalog.messagesIn('de')).toEqual({});
    await catalog.loadMessageCatalog('de', fetchCatalog);
    await catalog.loadMessageCatalog('de', fetchCatalog);
    expect(fetchCatalog).toHaveBeenCalledTimes(1);
    expect(fetchCatalog).toHaveBeenCalledWith('/assets/messages/0123456789ab/de.json');
    expect(catalog.messagesIn('de')).toEqual({ hello: [{ type: 0, value: 'Hallo' }] });
  });

  it('reports a failed fetch and tries again on the next call', async () => {
    const fetchCatalog = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(answer({}, 404))
      .mockResolvedValueOnce(answer({ hello: [] }));
    await expect(catalog.loadMessageCatalog('fr', fetchCatalog)).rejects.toThrow('messages for fr: HTTP 404');
    expect(catalog.messagesIn('fr')).toEqual({});
    await catalog.loadMessageCatalog('fr', fetchCatalog);
    expect(catalog.messagesIn('fr')).toEqual({ hello: [] });
  });

  it('serves the languages the server installed without fetching', async () => {
    catalog.installMessageCatalogs('0123456789ab', { it: { ciao: [] } });
    const fetchCatalog = vi.fn<typeof fetch>();
    await catalog.loadMessageCatalog('it', fetchCatalog);
    expect(fetchCatalog).not.toHaveBeenCalled();
    expect(catalog.messagesIn('it')).toEqual({ ciao: [] });
  });
});
