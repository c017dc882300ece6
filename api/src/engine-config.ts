// Settings of the data engine (issue 3), read from the environment with the
// rest of the configuration (config.ts merges them and reports bad values
// together, naming each variable).
import path from 'node:path';
import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';
import { DEFAULT_SUSPICION, type SuspicionConfig } from './domain/suspicion';
import { readableErrors } from './http/validation';

const EngineEnv = Type.Object({
  SUSPECT_MAX_SCANS: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
  SUSPECT_MAX_SPEED_KMH: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 100_000 })),
  SUSPECT_MIN_DISTANCE_KM: Type.Optional(Type.Number({ minimum: 0, maximum: 20_000 })),
  PUBLIC_RATE_LIMIT_PER_MINUTE: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000_000 })),
  PHOTO_DIR: Type.Optional(Type.String({ minLength: 1 })),
  PHOTO_MAX_BYTES: Type.Optional(Type.Integer({ minimum: 1024, maximum: 50 * 1024 * 1024 })),
  PHOTO_MAX_PER_ADDRESS_PER_DAY: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
  PHOTO_MAX_PER_CODE: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
  INGEST_MAX_BATCH: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
  INGEST_CONCURRENCY: Type.Optional(Type.Integer({ minimum: 1, maximum: 8 })),
  DEMO_DATA: Type.Optional(Type.Union([Type.Literal('none'), Type.Literal('small')])),
  DEMO_SEED: Type.Optional(Type.Integer({ minimum: 0, maximum: 4_294_967_295 })),
});
type EngineEnv = Static<typeof EngineEnv>;
const KEYS = Object.keys(EngineEnv.properties) as (keyof EngineEnv)[];

export interface EngineConfig {
  suspicion: SuspicionConfig;
  /** Requests a minute per client address on the public scan and report endpoints. */
  publicRateLimitPerMinute: number;
  photoDir: string;
  photoMaxBytes: number;
  /** Photos one client address may upload in a UTC day (each API instance counts its own). */
  photoMaxPerAddressPerDay: number;
  /** Photos kept for one code (or one scanned text that names no code), all reports together. */
  photoMaxPerCode: number;
  /** Most commands applied in one ingestion transaction (group commit). */
  ingestMaxBatch: number;
  /** Ingestion transactions in flight at once (default 1). */
  ingestConcurrency: number | undefined;
  /** The demo programme loaded on first start when demo data is on. */
  demoData: 'none' | 'small';
  demoSeed: number;
}

export const DEFAULT_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** A customer reporting a few bottles a day is far below these; a script filling the disk is not. */
export const DEFAULT_PHOTO_MAX_PER_ADDRESS_PER_DAY = 20;
export const DEFAULT_PHOTO_MAX_PER_CODE = 10;

/** Reads the engine's variables; bad ones are returned as problems, named like the rest of the configuration. */
export function loadEngineConfig(
  source: NodeJS.ProcessEnv,
  repoRoot: string,
): { engine: EngineConfig; problems: string[] } {
  const raw: Record<string, string> = {};
  for (const key of KEYS) {
    const v = source[key];
    if (v !== undefined && v.trim() !== '') raw[key] = v.trim();
  }
  const env = Value.Convert(EngineEnv, { ...raw }) as EngineEnv;
  const problems: string[] = [];
  if (!Value.Check(EngineEnv, env)) {
    for (const e of readableErrors(EngineEnv, Value.Errors(EngineEnv, env))) {
      const key = e.instancePath.split('/')[1] ?? '';
      problems.push(`${key} ${e.message ?? 'is invalid'}${key in raw ? ` (got "${raw[key]}")` : ''}`);
    }
  }
  return {
    problems,
    engine: {
      suspicion: {
        maxCustomerScans: env.SUSPECT_MAX_SCANS ?? DEFAULT_SUSPICION.maxCustomerScans,
        maxSpeedKmh: env.SUSPECT_MAX_SPEED_KMH ?? DEFAULT_SUSPICION.maxSpeedKmh,
        minDistanceKm: env.SUSPECT_MIN_DISTANCE_KM ?? DEFAULT_SUSPICION.minDistanceKm,
      },
      publicRateLimitPerMinute: env.PUBLIC_RATE_LIMIT_PER_MINUTE ?? 120,
      photoDir: path.resolve(repoRoot, env.PHOTO_DIR ?? '.data/photos'),
      photoMaxBytes: env.PHOTO_MAX_BYTES ?? DEFAULT_PHOTO_MAX_BYTES,
      photoMaxPerAddressPerDay: env.PHOTO_MAX_PER_ADDRESS_PER_DAY ?? DEFAULT_PHOTO_MAX_PER_ADDRESS_PER_DAY,
      photoMaxPerCode: env.PHOTO_MAX_PER_CODE ?? DEFAULT_PHOTO_MAX_PER_CODE,
      ingestMaxBatch: env.INGEST_MAX_BATCH ?? 500,
      ingestConcurrency: env.INGEST_CONCURRENCY,
      demoData: env.DEMO_DATA ?? 'small',
      demoSeed: env.DEMO_SEED ?? 20_240_601,
    },
  };
}
