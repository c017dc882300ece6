// Configuration comes only from the environment and is validated once at start:
// a bad value stops the process with a message naming the variable, instead of
// surfacing later as an odd runtime failure.
import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';
import { readableErrors } from './http/validation';
import { loadEngineConfig, type EngineConfig } from './engine-config';
import { DEFAULT_LIST_MAX_ROWS } from './domain/paging';

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
  // Seconds of Strict-Transport-Security; 0 (the default) sends none (plugins/security-headers.ts).
  HSTS_MAX_AGE: Type.Optional(Type.Integer({ minimum: 0, maximum: 63072000 })),
  LOG_LEVEL: Type.Optional(LogLevel),
  BUSINESS_TZ: Type.Optional(Type.String({ minLength: 1 })),
  LOGIN_MAX_FAILURES: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
  LOGIN_LOCK_MINUTES: Type.Optional(Minutes),
  LOGIN_USER_MAX_FAILURES: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
  LOGIN_ADDRESS_MAX_FAILURES: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
  NOTIFICATION_STREAMS_PER_USER: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
  PRODUCT_CATEGORY_ID: Type.Optional(Type.Integer({ minimum: 1 })),
  LIST_MAX_ROWS: Type.Optional(Type.Integer({ minimum: 100, maximum: 1_000_000 })),
  TRUST_PROXY: Type.Optional(Type.String({ minLength: 1 })),
  // The GS1 Digital Link resolver's host name (optionally :port), without scheme or path (issue 12).
  DIGITAL_LINK_HOST: Type.Optional(
    Type.String({
      maxLength: 253,
      pattern:
        '^[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*(:[0-9]{1,5})?$',
      description: 'a host name such as id.example.com, without https:// or a path',
    }),
  ),
  // Alert rules (issue 15): the SMTP server of e-mail alerts and the dispatcher's timing.
  SMTP_HOST: Type.Optional(Type.String({ minLength: 1, maxLength: 253 })),
  SMTP_PORT: Type.Optional(Port),
  SMTP_USER: Type.Optional(Type.String({ minLength: 1, maxLength: 320 })),
  SMTP_PASSWORD: Type.Optional(Type.String({ minLength: 1, maxLength: 1000 })),
  SMTP_FROM: Type.Optional(
    Type.String({ maxLength: 320, pattern: '^[^\\s@<>]+@[^\\s@<>]+$', description: 'an e-mail address' }),
  ),
  ALERT_MAX_ATTEMPTS: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
  ALERT_RETRY_BASE_MS: Type.Optional(Type.Integer({ minimum: 10, maximum: 86_400_000 })),
  ALERT_POLL_MS: Type.Optional(Type.Integer({ minimum: 10, maximum: 3_600_000 })),
  ALERT_TIMEOUT_MS: Type.Optional(Type.Integer({ minimum: 100, maximum: 120_000 })),
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
  /** Strict-Transport-Security max-age; only when clients reach the API through https (a TLS proxy). */
  hstsMaxAge: number;
  logLevel: LogLevel;
  businessTz: string;
  loginMaxFailures: number;
  loginLockMinutes: number;
  /** Failed sign-ins for one user from any address before it is locked (LOGIN_MAX_FAILURES is per address). */
  loginUserMaxFailures: number;
  /** Failed sign-ins from one address, whatever the name, before the address is locked (password spraying). */
  loginAddressMaxFailures: number;
  /** Open notification streams one user may hold (NOTIFICATION_STREAMS_PER_USER). */
  notificationStreamsPerUser: number;
  /** The product this API serves: oil=1, pad;shoe=2, vanbelt=3. */
  productCategoryId: number;
  /**
   * Which peers may tell the client address in X-Forwarded-For: the proxies' addresses
   * or CIDRs; false: none (the default). Never every peer, or any client could pick
   * its own address and slip past the rate limits.
   */
  trustProxy: TrustProxy;
  /** The most rows a list answers with pagination=false (LIST_MAX_ROWS, default 10,000). */
  listMaxRows: number;
  /**
   * The GS1 Digital Link resolver host (DIGITAL_LINK_HOST, lower case): a code's
   * Digital Link is https://<host>/01/<GTIN>/21/<serial> (domain/digital-link.ts).
   */
  digitalLinkHost: string;
  /** The data engine: suspicion thresholds, rate limit, photos, demo data. */
  engine: EngineConfig;
  /** Alert rules (issue 15): SMTP for e-mail alerts, and how the dispatcher retries and waits. */
  alerts: AlertConfig;
}

export interface AlertConfig {
  /** SMTP_HOST..SMTP_FROM; null without SMTP_HOST (e-mail deliveries then fail with a message saying so). */
  smtp: { host: string; port: number; user: string | null; password: string | null; from: string } | null;
  /** Attempts of a delivery before it is marked failed (ALERT_MAX_ATTEMPTS, 5). */
  maxAttempts: number;
  /** The wait before the 2nd attempt; it doubles each time, up to an hour (ALERT_RETRY_BASE_MS, 30 s). */
  retryBaseMs: number;
  /** How often the dispatcher looks for due deliveries without a wake-up (ALERT_POLL_MS, 5 s). */
  pollMs: number;
  /** The most one webhook or SMTP exchange may take (ALERT_TIMEOUT_MS, 5 s). */
  timeoutMs: number;
}

/** Fastify's trustProxy, restricted to the forms that name the proxy (never `true`). */
export type TrustProxy = false | string[];

/** proxy-addr's names for address ranges, which Fastify's trustProxy also takes. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const isProxyAddress = (entry: string): boolean => {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [ip, prefix, ...rest] = entry.split('/');
  const family = isIP(ip ?? '');
  if (family === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
};

/**
 * TRUST_PROXY: unset or "false" trusts no one; otherwise a comma-separated list
 * of the proxies' addresses or CIDRs. Not a hop count: it cannot tell the proxy
 * from a client that reaches the API directly, and Fastify 5 ignores it.
 */
export function parseTrustProxy(value: string | undefined): { trustProxy: TrustProxy } | { problem: string } {
  const v = value?.trim().toLowerCase();
  if (v === undefined || v === 'false' || v === '0') return { trustProxy: false };
  const entries = v.split(',').map((e) => e.trim());
  // "true" (Fastify: trust every peer) and a /0 range mean the same thing.
  if (entries.some((e) => ['true', 'all', '*', 'yes'].includes(e) || e.endsWith('/0')))
    return {
      problem:
        'must name the proxy, not trust every address (any client could then pick its own address and ' +
        "slip past the rate limits): set the proxy's address or CIDR, comma-separated (e.g. 127.0.0.1 or " +
        '10.0.0.0/8)',
    };
  if (/^\d+$/.test(v))
    return {
      problem:
        "must be the proxy's address or CIDR (e.g. 127.0.0.1 or 10.0.0.0/8), not a number of hops: a hop " +
        'count cannot tell the proxy from a client that reaches the API directly, and Fastify ignores it',
    };
  const bad = entries.find((e) => !isProxyAddress(e));
  if (bad !== undefined)
    return {
      problem: `must be the proxy's address or CIDR (e.g. 127.0.0.1 or 10.0.0.0/8), or a comma-separated list of them; "${bad}" is neither`,
    };
  return { trustProxy: entries };
}

/** A placeholder under the reserved .example domain: a deployment sets the resolver it runs (or GS1's id.gs1.org). */
export const DEFAULT_DIGITAL_LINK_HOST = 'dl.qrguard.example';

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
  const got = key in raw ? ` (got "${/(SECRET|PASSWORD)$/.test(key) ? '***' : raw[key]}")` : '';
  return `${key} ${message}${got}`;
}

/** On PGlite without JWT_SECRET / SSO_SECRET: a random secret made once and kept beside the data folder, so tokens survive restarts. */
function pgliteSecret(dir: string, name: 'jwt-secret' | 'sso-secret'): string {
  if (dir.startsWith('memory://')) return randomBytes(32).toString('base64url');
  const file = path.join(path.dirname(dir), name);
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
  const production = source.NODE_ENV === 'production';
  if ((env.DATABASE_URL || production) && !env.SSO_SECRET)
    problems.push(
      `SSO_SECRET is required ${production ? 'in production' : 'with DATABASE_URL'} (at least 32 characters, not the JWT_SECRET): it signs the one-time codes of the product switch`,
    );
  if (production && !env.JWT_SECRET) problems.push('JWT_SECRET is required in production (at least 32 characters)');
  if (env.SSO_SECRET && env.SSO_SECRET === env.JWT_SECRET)
    problems.push('SSO_SECRET must differ from JWT_SECRET: a shared key lets access tokens pass as cross-client codes');
  const proxy = parseTrustProxy(env.TRUST_PROXY);
  if ('problem' in proxy) problems.push(describe(raw, 'TRUST_PROXY', proxy.problem));
  if ((env.SMTP_USER === undefined) !== (env.SMTP_PASSWORD === undefined))
    problems.push('SMTP_USER and SMTP_PASSWORD go together: set both (an SMTP server that asks to sign in) or neither');
  if (env.SMTP_HOST === undefined && env.SMTP_USER !== undefined)
    problems.push('SMTP_USER and SMTP_PASSWORD need SMTP_HOST (the SMTP server of e-mail alerts)');
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
  const jwtSecret = env.JWT_SECRET ?? pgliteSecret((database as { dir: string }).dir, 'jwt-secret');
  // Its own key, never the access-token key: with one key for both, an access
  // token (even a revoked one) passed as a cross-client code.
  const ssoSecret = env.SSO_SECRET ?? pgliteSecret((database as { dir: string }).dir, 'sso-secret');
  return {
    host: env.BIND_HOST ?? '127.0.0.1',
    port: env.API_PORT ?? 4000,
    database,
    // Demo users (admin/admin) are never created silently on a server database.
    seedDemo: env.SEED_DEMO ?? database.kind === 'pglite',
    jwtSecret,
    ssoSecret,
    tokenTtlMinutes: env.TOKEN_TTL_MINUTES ?? 720,
    corsOrigins,
    hstsMaxAge: env.HSTS_MAX_AGE ?? 0,
    logLevel: env.LOG_LEVEL ?? 'info',
    businessTz: tz,
    loginMaxFailures: env.LOGIN_MAX_FAILURES ?? 5,
    loginLockMinutes: env.LOGIN_LOCK_MINUTES ?? 15,
    loginUserMaxFailures: env.LOGIN_USER_MAX_FAILURES ?? 50,
    loginAddressMaxFailures: env.LOGIN_ADDRESS_MAX_FAILURES ?? 20,
    notificationStreamsPerUser: env.NOTIFICATION_STREAMS_PER_USER ?? 5,
    productCategoryId: env.PRODUCT_CATEGORY_ID ?? 1,
    listMaxRows: env.LIST_MAX_ROWS ?? DEFAULT_LIST_MAX_ROWS,
    digitalLinkHost: (env.DIGITAL_LINK_HOST ?? DEFAULT_DIGITAL_LINK_HOST).toLowerCase(),
    trustProxy: 'trustProxy' in proxy ? proxy.trustProxy : false,
    engine,
    alerts: {
      smtp: env.SMTP_HOST
        ? {
            host: env.SMTP_HOST,
            port: env.SMTP_PORT ?? 587,
            user: env.SMTP_USER ?? null,
            password: env.SMTP_PASSWORD ?? null,
            from: env.SMTP_FROM ?? 'alerts@qrguard.example',
          }
        : null,
      maxAttempts: env.ALERT_MAX_ATTEMPTS ?? 5,
      retryBaseMs: env.ALERT_RETRY_BASE_MS ?? 30_000,
      pollMs: env.ALERT_POLL_MS ?? 5_000,
      timeoutMs: env.ALERT_TIMEOUT_MS ?? 5_000,
    },
  };
}
