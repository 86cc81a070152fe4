import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';

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
});
