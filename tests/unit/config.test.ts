import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '#config';

describe('configuration', () => {
  it('runs on embedded defaults with an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      publicUrl: 'http://localhost:3000',
      databaseUrl: undefined,
      redisUrl: undefined,
      dataDir: path.resolve('data'),
      migrateOnStart: true,
      frameAncestors: ["'self'"],
    });
  });

  it('reads PostgreSQL, Redis and the rest from the environment', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PORT: '8080',
      DATABASE_URL: 'postgres://kyma@db:5432/kyma',
      REDIS_URL: 'redis://cache:6379',
      PUBLIC_URL: 'https://kyma.example/',
      MIGRATE_ON_START: 'false',
      FRAME_ANCESTORS: 'https://partner.example https://agency.example:8443',
      PAYMENT_PROVIDERS: 'sandbox',
    });
    expect(config).toMatchObject({
      nodeEnv: 'production',
      port: 8080,
      databaseUrl: 'postgres://kyma@db:5432/kyma',
      redisUrl: 'redis://cache:6379',
      publicUrl: 'https://kyma.example',
      migrateOnStart: false,
      frameAncestors: ["'self'", 'https://partner.example', 'https://agency.example:8443'],
    });
  });

  it('trusts no proxy unless TRUST_PROXY names them', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toEqual([
      'loopback',
      '10.0.0.0/8',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', REDIS_URL: '' }).databaseUrl).toBeUndefined();
  });

  it('names every bad variable and why in one error', () => {
    const attempt = () =>
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://db',
        LOG_LEVEL: 'loud',
        FRAME_ANCESTORS: 'http://x',
      });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/PORT: must be a number/);
    expect(attempt).toThrow(/DATABASE_URL: must be a URL starting with postgres: or postgresql:/);
    expect(attempt).toThrow(/LOG_LEVEL/);
    expect(attempt).toThrow(/FRAME_ANCESTORS/);
  });

  describe('card payment providers', () => {
    const viva = {
      VIVA_CLIENT_ID: 'abc.apps.vivapayments.com',
      VIVA_CLIENT_SECRET: 'secret',
      VIVA_MERCHANT_ID: '6c1a9a4e-3b2f-4d1e-9a7b-2f1e0c9d8b7a',
      VIVA_API_KEY: 'key',
      VIVA_SOURCE_CODE: '4821',
    };
    const cardlink = {
      CARDLINK_MID: '0022000230',
      CARDLINK_SHARED_SECRET: 'Cardlink1',
      CARDLINK_VPOS_URL: 'https://ecommerce-test.cardlink.gr/vpos/shophandlermpi',
    };

    it('offers the sandbox alone by default', () => {
      expect(loadConfig({})).toMatchObject({
        paymentProviders: ['sandbox'],
        viva: undefined,
        cardlink: undefined,
      });
    });

    // Issue #49 point 6: on a plain-http PUBLIC_URL (or none) production still sold for the test card.
    it.each([
      ['https', { PUBLIC_URL: 'https://kyma.example' }],
      ['plain http', { PUBLIC_URL: 'http://kyma.example' }],
      ['no PUBLIC_URL', {}],
    ])('refuses a production start on %s without PAYMENT_PROVIDERS, naming it', (_scheme, address) => {
      const site = { NODE_ENV: 'production', ...address };
      expect(() => loadConfig(site)).toThrow(/PAYMENT_PROVIDERS: must list the card providers/);
      expect(loadConfig({ ...site, PAYMENT_PROVIDERS: 'cardlink', ...cardlink }).paymentProviders).toEqual([
        'cardlink',
      ]);
      // Listed explicitly, the sandbox runs (and every page says no real payment is taken).
      expect(loadConfig({ ...site, PAYMENT_PROVIDERS: 'sandbox' }).paymentProviders).toEqual(['sandbox']);
    });

    it('keeps the sandbox default outside production', () => {
      expect(loadConfig({ PUBLIC_URL: 'https://kyma.example' }).paymentProviders).toEqual(['sandbox']);
      expect(loadConfig({ NODE_ENV: 'test' }).paymentProviders).toEqual(['sandbox']);
    });

    it('reads the listed providers in order, the first being the default, with their settings', () => {
      const config = loadConfig({ PAYMENT_PROVIDERS: 'viva, cardlink,sandbox', ...viva, ...cardlink });
      expect(config.paymentProviders).toEqual(['viva', 'cardlink', 'sandbox']);
      expect(config.viva).toEqual({
        clientId: 'abc.apps.vivapayments.com',
        clientSecret: 'secret',
        merchantId: '6c1a9a4e-3b2f-4d1e-9a7b-2f1e0c9d8b7a',
        apiKey: 'key',
        sourceCode: '4821',
        accountsUrl: 'https://demo-accounts.vivapayments.com',
        apiUrl: 'https://demo-api.vivapayments.com',
        checkoutUrl: 'https://demo.vivapayments.com',
      });
      expect(config.cardlink).toEqual({
        merchantId: '0022000230',
        sharedSecret: 'Cardlink1',
        vposUrl: 'https://ecommerce-test.cardlink.gr/vpos/shophandlermpi',
      });
    });

    it("picks Viva's live hosts, or the ones given explicitly", () => {
      expect(loadConfig({ PAYMENT_PROVIDERS: 'viva', VIVA_ENVIRONMENT: 'live', ...viva }).viva).toMatchObject(
        {
          accountsUrl: 'https://accounts.vivapayments.com',
          apiUrl: 'https://api.vivapayments.com',
          checkoutUrl: 'https://www.vivapayments.com',
        },
      );
      const local = loadConfig({
        PAYMENT_PROVIDERS: 'viva',
        ...viva,
        VIVA_ACCOUNTS_URL: 'http://127.0.0.1:4100/accounts/',
        VIVA_API_URL: 'http://127.0.0.1:4100/api',
        VIVA_CHECKOUT_URL: 'http://127.0.0.1:4100/www',
      });
      expect(local.viva).toMatchObject({
        accountsUrl: 'http://127.0.0.1:4100/accounts',
        apiUrl: 'http://127.0.0.1:4100/api',
        checkoutUrl: 'http://127.0.0.1:4100/www',
      });
      expect(() => loadConfig({ VIVA_ENVIRONMENT: 'production' })).toThrow(
        /VIVA_ENVIRONMENT: must be demo or live/,
      );
    });

    it('refuses a listed provider whose settings are missing, naming each', () => {
      const attempt = () =>
        loadConfig({
          PAYMENT_PROVIDERS: 'cardlink,viva',
          VIVA_CLIENT_ID: viva.VIVA_CLIENT_ID,
          CARDLINK_MID: cardlink.CARDLINK_MID,
        });
      expect(attempt).toThrow(ConfigError);
      for (const name of ['VIVA_CLIENT_SECRET', 'VIVA_MERCHANT_ID', 'VIVA_API_KEY', 'VIVA_SOURCE_CODE'])
        expect(attempt).toThrow(new RegExp(`${name}: must be set when PAYMENT_PROVIDERS lists viva`));
      for (const name of ['CARDLINK_SHARED_SECRET', 'CARDLINK_VPOS_URL'])
        expect(attempt).toThrow(new RegExp(`${name}: must be set when PAYMENT_PROVIDERS lists cardlink`));
      expect(attempt).not.toThrow(/VIVA_CLIENT_ID|CARDLINK_MID/);
    });

    it('refuses unknown or repeated providers and malformed settings', () => {
      expect(() => loadConfig({ PAYMENT_PROVIDERS: 'paypal' })).toThrow(
        /PAYMENT_PROVIDERS: must be a comma list/,
      );
      expect(() => loadConfig({ PAYMENT_PROVIDERS: 'viva,viva', ...viva })).toThrow(/PAYMENT_PROVIDERS/);
      expect(() => loadConfig({ PAYMENT_PROVIDERS: ' , ' })).toThrow(/PAYMENT_PROVIDERS/);
      expect(() =>
        loadConfig({ PAYMENT_PROVIDERS: 'cardlink', ...cardlink, CARDLINK_VPOS_URL: 'ftp://vpos' }),
      ).toThrow(/CARDLINK_VPOS_URL: must be a URL/);
      expect(() => loadConfig({ PAYMENT_PROVIDERS: 'cardlink', ...cardlink, CARDLINK_MID: 'abc' })).toThrow(
        /CARDLINK_MID: must be the merchant id/,
      );
    });

    it('ignores the settings of providers that are not listed', () => {
      expect(loadConfig({ ...viva, CARDLINK_MID: '1' })).toMatchObject({
        viva: undefined,
        cardlink: undefined,
      });
    });
  });
});

describe('CLOCK_START', () => {
  it('is the machine’s clock unless set, then an instant', () => {
    expect(loadConfig({}).clockStart).toBeNull();
    expect(loadConfig({ CLOCK_START: '2026-11-27T08:00:00Z' }).clockStart).toEqual(
      new Date('2026-11-27T08:00:00Z'),
    );
    expect(() => loadConfig({ CLOCK_START: 'yesterday' })).toThrow(
      /CLOCK_START: must be an ISO 8601 instant/,
    );
    expect(() => loadConfig({ CLOCK_START: '2026-11-27' })).toThrow(/CLOCK_START/);
  });

  it('is refused in production on a public address, allowed on a loopback one (a test run)', () => {
    const fixedDay = {
      NODE_ENV: 'production',
      PAYMENT_PROVIDERS: 'sandbox',
      CLOCK_START: '2026-11-27T08:00:00Z',
    };
    expect(() => loadConfig({ ...fixedDay, PUBLIC_URL: 'https://www.kyma.gr' })).toThrow(
      /CLOCK_START: is refused when NODE_ENV is production/,
    );
    expect(() => loadConfig({ ...fixedDay, PUBLIC_URL: 'http://kyma.example' })).toThrow(/CLOCK_START/);
    expect(loadConfig({ ...fixedDay, PUBLIC_URL: 'http://127.0.0.1:3210' }).clockStart).not.toBeNull();
    expect(loadConfig({ ...fixedDay, PUBLIC_URL: 'http://localhost:3000' }).clockStart).not.toBeNull();
  });
});
