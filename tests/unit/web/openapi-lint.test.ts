import { createConfig, lintFromString } from '@redocly/openapi-core';
import { Document, Spectral } from '@stoplight/spectral-core';
import { Json } from '@stoplight/spectral-parsers';
import { oas } from '@stoplight/spectral-rulesets';
import { describe, expect, it } from 'vitest';
import { type Refusal, retryLater } from '#domain/errors/refusal.ts';
import { bookingOpenApi } from '#web/api/booking/openapi.ts';
import { apiOpenApi } from '#web/api/openapi.ts';
import { refusalBody } from '#web/refusal-http.ts';
import { openApiValidator } from '../../support/openapi-validator.ts';

/**
 * Every OpenAPI document the server serves (`/api/openapi.json`, `/booking/openapi.json`), linted as a
 * partner's CI would: Spectral's `oas` ruleset and Redocly's `recommended` rules, with no error left.
 */
const DOCUMENTS = { '/api/openapi.json': apiOpenApi, '/booking/openapi.json': bookingOpenApi };

/** Warnings kept on purpose, each with its reason; any other warning fails like an error. */
const ALLOWED_WARNINGS: Record<string, string> = {
  'info-contact': 'a partner reaches Kyma through its reseller agreement, not an address in the document',
  'info-license': 'the API is Kyma’s own, used under the reseller agreement: no licence to name',
};

const line = (rule: string, message: string, where: string) => `${rule}: ${message} at ${where}`;

async function spectralProblems(document: object): Promise<string[]> {
  const spectral = new Spectral();
  spectral.setRuleset({ extends: [oas as never] });
  const results = await spectral.run(new Document(JSON.stringify(document), Json));
  return results
    .filter(
      (result) => result.severity === 0 || (result.severity === 1 && !ALLOWED_WARNINGS[String(result.code)]),
    )
    .map((result) => line(String(result.code), result.message, result.path.join('.')));
}

async function redoclyProblems(document: object): Promise<string[]> {
  const config = await createConfig({ extends: ['recommended'] });
  const problems = await lintFromString({
    source: JSON.stringify(document),
    absoluteRef: 'openapi.json',
    config,
  });
  return problems
    .filter((problem) => problem.severity === 'error' || !ALLOWED_WARNINGS[problem.ruleId])
    .map((problem) => line(problem.ruleId, problem.message, problem.location[0]?.pointer ?? ''));
}

const PRICE_NOW = {
  tripTotals: [4200],
  subtotal: 4200,
  discount: 0,
  serviceFee: 150,
  shippingCost: 0,
  total: 4350,
  extraCost: 0,
  finalPrice: 4350,
  creditLimit: null,
};
const QUOTE_NOW = {
  coverage: 'partial',
  paid: 4350,
  fee: 870,
  refund: 3480,
  refundPercent: 80,
  estimated: false,
};

describe('what the booking document says of a 409', () => {
  const contract = openApiValidator(JSON.parse(JSON.stringify(bookingOpenApi)));

  it('describes the new breakdown of a changed price beside the error', () => {
    const body = refusalBody({ code: 'priceChanged', breakdown: PRICE_NOW } as Refusal, 'en');
    expect(contract.answer('post', '/orders', 409, body)).toEqual([]);
    const wrong = { ...body, breakdown: { ...PRICE_NOW, finalPrice: '43.50' } };
    expect(contract.answer('post', '/orders', 409, wrong)).not.toEqual([]);
  });

  it.each(['/orders/{reference}/cancellation', '/orders/{reference}/legs/{leg}/cancellation'])(
    'describes the new quote of a changed refund of %s',
    (path) => {
      const body = refusalBody({ code: 'refundChanged', quote: QUOTE_NOW } as Refusal, 'en');
      expect(contract.answer('post', path, 409, body)).toEqual([]);
      const wrong = { ...body, quote: { ...QUOTE_NOW, refund: -1 } };
      expect(contract.answer('post', path, 409, wrong)).not.toEqual([]);
    },
  );
});

describe('what the documents say of a 429', () => {
  it.each([
    ['/api/openapi.json', apiOpenApi, '/auth/login'],
    ['/booking/openapi.json', bookingOpenApi, '/orders'],
  ] as const)('%s describes when to try again', (_name, document, path) => {
    const contract = openApiValidator(JSON.parse(JSON.stringify(document)));
    const body = refusalBody(retryLater(30), 'en');
    expect(contract.answer('post', path, 429, body)).toEqual([]);
    expect(contract.answer('post', path, 429, { ...body, retryAfterSeconds: 'soon' })).not.toEqual([]);
  });
});

describe('what the content document says of PATCH', () => {
  const contract = openApiValidator(JSON.parse(JSON.stringify(apiOpenApi)));

  it('takes some of a row’s fields, none required, as the handler does', () => {
    expect(contract.request('patch', '/{entity}/{id}', { value: { text: 'Γεια σας' } })).toEqual([]);
    expect(contract.request('patch', '/{entity}/{id}', { name: 'Θήρα' })).toEqual([]);
    const schemas = apiOpenApi.components.schemas as Record<string, { required?: string[] }>;
    const changes = Object.entries(schemas).filter(([name]) => name.endsWith('Change'));
    expect(changes.length).toBeGreaterThan(0);
    for (const [name, schema] of changes) expect(schema.required, name).toBeUndefined();
  });

  it('keeps the fields a row must be created with required on POST', () => {
    const schemas = apiOpenApi.components.schemas as Record<string, { required?: string[] }>;
    expect(schemas.settings?.required).toContain('key');
  });
});

describe.each(Object.entries(DOCUMENTS))('the OpenAPI document %s', (_path, document) => {
  it("passes Spectral's oas ruleset", async () => {
    expect(await spectralProblems(document)).toEqual([]);
  });

  it("passes Redocly's recommended rules", async () => {
    expect(await redoclyProblems(document)).toEqual([]);
  });
});
