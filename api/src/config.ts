// Configuration comes only from the environment and is validated once at start:
// a bad value stops the process with a message naming the variable, instead of
// surfacing later as an odd runtime failure.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';
import { readableErrors } from './http/validation';
import { loadEngineConfig, type EngineConfig } from './engine-config';

/** The repository root: relative paths (PGLITE_DIR) are anchored here, not to the working directory. */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');

const LogLevel = Type.Union([
  Type.Literal('fatal'),
  Type.Literal('error'),
  Type.Literal('warn'),
  Type.Literal('info'),
  Type.Literal('debug'),
  Type.Literal('trace'),
  Type.Literal('silent'),
]);
const Port = Type.Integer({ minimum: 1, maximum: 65535 });
const Minutes = Type.Integer({ minimum: 1, maximum: 525600 });
const Secret = Type.String({ minLength: 32, description: 'at least 32 characters' });

/** What each variable may hold once converted from its string form. */
const EnvSchema = Type.Object({
  BIND_HOST: Type.Optional(Type.String({ minLength: 1 })),
  API_PORT: Type.Optional(Port),
  DATABASE_URL: Type.Optional(Type.String({ pattern: '^postgres(ql)?://' })),
  DATABASE_SCHEMA: Type.Optional(Type.String({ pattern: '^[a-z_][a-z0-9_]{0,62}$' })),
  PGLITE_DIR: Type.Optional(Type.String({ minLength: 1 })),
  SEED_DEMO: Type.Optional(Type.Boolean()),
  JWT_SECRET: Type.Optional(Secret),
  SSO_SECRET: Type.Optional(Secret),
  TOKEN_TTL_MINUTES: Type.Optional(Minutes),
  CORS_ORIGINS: Type.Optional(Type.String()),
  LOG_LEVEL: Type.Optional(LogLevel),
  BUSINESS_TZ: Type.Optional(Type.String({ minLength: 1 })),
  LOGIN_MAX_FAILURES: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
  LOGIN_LOCK_MINUTES: Type.Optional(Minutes),
  PRODUCT_CATEGORY_ID: Type.Optional(Type.Integer({ minimum: 1 })),
  TRUST_PROXY: Type.Optional(Type.Boolean()),
});
type Env = Static<typeof EnvSchema>;
const ENV_KEYS = Object.keys(EnvSchema.properties) as (keyof Env)[];

export type LogLevel = Static<typeof LogLevel>;

export type DatabaseConfig = { kind: 'pglite'; dir: string } | { kind: 'postgres'; url: string; schema?: string };

export interface Config {
  host: string;
  port: number;
  database: DatabaseConfig;
  seedDemo: boolean;
  jwtSecret: string;
  /** Verifies tokens issued by the sister product apps (cross-client sign-in). */
  ssoSecret: string;
  tokenTtlMinutes: number;
  corsOrigins: string[];
  logLevel: LogLevel;
  businessTz: string;
  loginMaxFailures: number;
  loginLockMinutes: number;
  /** The product this API serves: oil=1, pad;shoe=2, vanbelt=3. */
  productCategoryId: number;
  /**
   * Read the client address from X-Forwarded-For. Only behind a proxy that sets it:
   * otherwise any client could pick its own address and slip past the rate limit.
   */
  trustProxy: boolean;
  /** The data engine: suspicion thresholds, rate limit, photos, demo data. */
  engine: EngineConfig;
}

export const DEFAULT_CORS_ORIGINS = [0, 1, 2, 3].flatMap((i) => [
  `http://127.0.0.1:${3000 + i}`,
  `http://localhost:${3000 + i}`,
]);

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const ORIGIN = /^https?:\/\/[^/\s]+$/;

function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/** Takes the variables this service knows, ignoring empty strings (an empty variable means "unset"). */
function pickEnv(source: NodeJS.ProcessEnv): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of ENV_KEYS) {
    const v = source[key];
    if (v !== undefined && v.trim() !== '') out[key] = v.trim();
  }
  return out;
}

function describe(raw: Record<string, string>, key: string, message: string): string {
  const got = key in raw ? ` (got "${key.endsWith('SECRET') ? '***' : raw[key]}")` : '';
  return `${key} ${message}${got}`;
}

/** On PGlite without JWT_SECRET: a random secret made once and kept beside the data folder, so tokens survive restarts. */
function pgliteSecret(dir: string): string {
  if (dir.startsWith('memory://')) return randomBytes(32).toString('base64url');
  const file = path.join(path.dirname(dir), 'jwt-secret');
  if (existsSync(file)) {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept.length >= 32) return kept;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

/** Reads and validates the configuration; throws ConfigError listing every bad variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const raw = pickEnv(source);
  const env = Value.Convert(EnvSchema, { ...raw }) as Env;
  const problems: string[] = [];
  if (!Value.Check(EnvSchema, env)) {
    for (const e of readableErrors(EnvSchema, Value.Errors(EnvSchema, env))) {
      const key = e.instancePath.split('/')[1] ?? '';
      problems.push(describe(raw, key, e.message ?? 'is invalid'));
    }
  }
  const tz = env.BUSINESS_TZ ?? 'Asia/Jakarta';
  if (typeof tz === 'string' && !isTimeZone(tz))
    problems.push(describe(raw, 'BUSINESS_TZ', 'must be an IANA time zone such as Asia/Jakarta'));
  const corsOrigins =
    typeof env.CORS_ORIGINS === 'string'
      ? env.CORS_ORIGINS.split(',')
          .map((o) => o.trim())
          .filter(Boolean)
      : DEFAULT_CORS_ORIGINS;
  const badOrigin = corsOrigins.find((o) => !ORIGIN.test(o));
  if (badOrigin !== undefined)
    problems.push(
      `CORS_ORIGINS must be a comma-separated list of origins like http://127.0.0.1:3000 (got "${badOrigin}")`,
    );
  if (env.DATABASE_URL && env.PGLITE_DIR)
    problems.push('PGLITE_DIR has no effect with DATABASE_URL: set only one of them');
  if (env.DATABASE_SCHEMA && !env.DATABASE_URL) problems.push('DATABASE_SCHEMA needs DATABASE_URL');
  // A server database is shared and long-lived: tokens must survive restarts and
  // every instance must sign with the same key, so no secret is invented for it.
  if (env.DATABASE_URL && !env.JWT_SECRET)
    problems.push('JWT_SECRET is required with DATABASE_URL (at least 32 characters)');
  const { engine, problems: engineProblems } = loadEngineConfig(source, REPO_ROOT);
  problems.push(...engineProblems);
  if (problems.length > 0) throw new ConfigError(problems);

  const database: DatabaseConfig = env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL, ...(env.DATABASE_SCHEMA ? { schema: env.DATABASE_SCHEMA } : {}) }
    : {
        kind: 'pglite',
        dir: (env.PGLITE_DIR ?? '.data/pglite').startsWith('memory://')
          ? (env.PGLITE_DIR as string)
          : path.resolve(REPO_ROOT, env.PGLITE_DIR ?? '.data/pglite'),
      };
  const jwtSecret = env.JWT_SECRET ?? pgliteSecret((database as { dir: string }).dir);
  return {
    host: env.BIND_HOST ?? '127.0.0.1',
    port: env.API_PORT ?? 4000,
    database,
    // Demo users (admin/admin) are never created silently on a server database.
    seedDemo: env.SEED_DEMO ?? database.kind === 'pglite',
    jwtSecret,
    ssoSecret: env.SSO_SECRET ?? jwtSecret,
    tokenTtlMinutes: env.TOKEN_TTL_MINUTES ?? 720,
    corsOrigins,
    logLevel: env.LOG_LEVEL ?? 'info',
    businessTz: tz,
    loginMaxFailures: env.LOGIN_MAX_FAILURES ?? 5,
    loginLockMinutes: env.LOGIN_LOCK_MINUTES ?? 15,
    productCategoryId: env.PRODUCT_CATEGORY_ID ?? 1,
    trustProxy: env.TRUST_PROXY ?? false,
    engine,
  };
}
