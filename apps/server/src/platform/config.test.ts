import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const failureOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    return error;
  }
  throw new Error('loadConfig accepted the environment');
};

describe('loadConfig', () => {
  it('runs with an empty environment on the embedded defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, HOST: '0.0.0.0', NODE_ENV: 'development', TRUST_PROXY: false });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.dataDir).toBe(path.resolve('./data'));
  });

  it('refuses a port that is not a number with a one-line reason naming PORT', () => {
    const error = failureOf({ PORT: 'abc' });
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toContain('PORT');
    expect((error as Error).message).toContain('abc');
    expect((error as Error).message).not.toContain('\n');
  });

  it('refuses a port out of range', () => {
    expect(failureOf({ PORT: '70000' })).toBeInstanceOf(ConfigError);
  });

  it('refuses a database that is not PostgreSQL', () => {
    const error = failureOf({ DATABASE_URL: 'mysql://x' });
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toContain('DATABASE_URL');
    expect((error as Error).message).not.toContain('\n');
  });

  it('accepts both PostgreSQL URL schemes', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).DATABASE_URL).toBe('postgres://u@h/db');
    expect(loadConfig({ DATABASE_URL: 'postgresql://u@h/db' }).DATABASE_URL).toBe('postgresql://u@h/db');
  });

  it('refuses an unknown log level and a too short token life', () => {
    expect((failureOf({ LOG_LEVEL: 'loud' }) as Error).message).toContain('LOG_LEVEL');
    expect((failureOf({ TOKEN_TTL_SECONDS: '5' }) as Error).message).toContain('TOKEN_TTL_SECONDS');
  });

  it('reads switches written as 1 or true', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect((failureOf({ TRUST_PROXY: 'yes' }) as Error).message).toContain('TRUST_PROXY');
  });
});
