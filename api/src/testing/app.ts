// Test apps: each test file gets its own database, so files run concurrently
// and reruns start clean. On PGlite that is a copy of the template the test
// runner built (TEST_PGLITE_TEMPLATE), or an in-memory database; on
// PostgreSQL (TEST_DB=postgres) a fresh schema of the shared test database.
// Either is removed when the file is done.
import { randomBytes } from 'node:crypto';
import assert from 'node:assert/strict';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { SessionUser } from '@qrguard/shared-api/contract';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import type { Db } from '../db';

export const TEST_DB: 'pglite' | 'postgres' = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const TEST_JWT_SECRET = 'test-jwt-secret-0123456789abcdefghijkl';
export const TEST_SSO_SECRET = 'test-sso-secret-0123456789abcdefghijkl';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  db: Db;
  close(): Promise<void>;
}

/** The environment of a test app on the database under test; `env` adds or overrides variables. */
export function testEnv(env: Record<string, string> = {}): Record<string, string> {
  const base: Record<string, string> =
    TEST_DB === 'postgres'
      ? { DATABASE_URL: TEST_DATABASE_URL, DATABASE_SCHEMA: `t_${process.pid}_${randomBytes(4).toString('hex')}` }
      : { PGLITE_DIR: 'memory://' };
  return {
    ...base,
    SEED_DEMO: 'true',
    DEMO_DATA: 'none',
    JWT_SECRET: TEST_JWT_SECRET,
    SSO_SECRET: TEST_SSO_SECRET,
    LOG_LEVEL: 'silent',
    // The tests stand for distinct clients through X-Forwarded-For, as behind a proxy.
    TRUST_PROXY: '127.0.0.1',
    ...env,
  };
}

export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const config = loadConfig(testEnv(env));
  const app = await buildApp(config);
  return {
    app,
    config,
    db: app.db,
    async close() {
      if (config.database.kind === 'postgres' && config.database.schema) {
        await app.db.query(`drop schema if exists "${config.database.schema}" cascade`);
      }
      await app.close();
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Signs in through the API and returns the session; fails the test when sign-in fails. */
export async function login(app: FastifyInstance, username: string, password: string): Promise<SessionUser> {
  const res = await app.inject({ method: 'POST', url: '/api/sso/login', payload: { username, password } });
  assert.equal(res.statusCode, 200, `login ${username}: ${res.body}`);
  return res.json().data as SessionUser;
}

/** A GET (or any call) as the given token; returns status and parsed body. */
export async function call(app: FastifyInstance, token: string | undefined, options: InjectOptions) {
  const res = await app.inject({
    ...options,
    headers: { ...(options.headers ?? {}), ...(token ? bearer(token) : {}) },
  });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}
