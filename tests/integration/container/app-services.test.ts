import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_USE_CASES } from '#application/app-services.ts';
import type { UseCaseTree } from '#application/use-case-registry.ts';
import { appServices } from '../../../src/container/app-services.ts';
import { testContainer } from '../../support/test-container.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.destroy();
});

/** Every use case of a tree with its path (`checkout.placeOrder`) and the value resolved there. */
function walk(tree: UseCaseTree, resolved: object, path = ''): Array<[string, unknown, object]> {
  return Object.entries(tree).flatMap(([name, entry]) => {
    const value = (resolved as Record<string, object>)[name]!;
    return typeof entry === 'function'
      ? [[`${path}${name}`, entry, value] as [string, unknown, object]]
      : walk(entry, value, `${path}${name}.`);
  });
}

describe('the services the web and MCP get (issue #50, register once)', () => {
  it('are the application’s own list, each resolved as an instance of its class from the module that bound it', () => {
    const { container } = testContainer(database.knex);
    const services = appServices(container);
    const listed = walk(APP_USE_CASES, services);
    expect(listed.length).toBeGreaterThan(100);
    for (const [path, UseCase, value] of listed) {
      expect(value, path).toBeInstanceOf(UseCase as new () => object);
    }
    expect(services.checkout.placeOrder).toBe(container.get(APP_USE_CASES.checkout.placeOrder));
    expect(services.clock.now()).toBeInstanceOf(Date);
  });
});
