// Credentials of the devices that feed the engine (issue 3), beside the
// dashboard's users: a label maker's verification station presents its key;
// the oil-maker and Penindakan apps present a token from POST /api/app/login,
// valid only while the account is active and still locked to that device.
// auth.ts's authorize() hands these access kinds to authorizeDevice().
import { createHash, createHmac } from 'node:crypto';
import fastifyJwt from '@fastify/jwt';
import type { DeviceAccess } from '@qrguard/shared-api/contract';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { AppKind } from '../domain/constants';
import { tokenDeviceStillBound } from '../domain/device-lock';
import { forbidden, unauthorized } from '../http/errors';
import { bearerToken } from './auth';

/** Tokens of the mobile apps last a week: a filling-line phone should not sign in every shift. */
export const APP_TOKEN_TTL_SECONDS = 7 * 24 * 3600;

export type DevicePrincipal =
  | { kind: 'station'; keyId: number; name: string; labelMakerId: number; labelMaker: string }
  | { kind: 'app'; app: AppKind; userId: number; username: string; oilMakerId: number | null; deviceUuid: string };

export interface AppTokenClaims {
  sub: string;
  app: AppKind;
  ver: number;
  dev: string;
  exp: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    authorizeDevice(access: DeviceAccess): onRequestAsyncHookHandler;
    issueAppToken(user: { id: number; app: AppKind; tokenVersion: number; deviceUuid: string }): {
      token: string;
      expiresAt: Date;
    };
  }
  interface FastifyRequest {
    device: DevicePrincipal | null;
  }
}

/** Station keys are stored as SHA-256: they are long random tokens, so a slow hash adds nothing. */
export const hashStationKey = (key: string) => createHash('sha256').update(key, 'utf8').digest('hex');

/** The device that called a route protected by a DeviceAccess. */
export function deviceOf<K extends DevicePrincipal['kind']>(
  request: FastifyRequest,
  kind: K,
): Extract<DevicePrincipal, { kind: K }> {
  const device = request.device;
  if (!device || device.kind !== kind) throw unauthorized('no device credential');
  return device as Extract<DevicePrincipal, { kind: K }>;
}

function isAppClaims(c: unknown): c is AppTokenClaims {
  const o = c as Partial<AppTokenClaims> | null;
  return (
    !!o &&
    typeof o.sub === 'string' &&
    /^\d+$/.test(o.sub) &&
    (o.app === 'oilmaker' || o.app === 'penindakan') &&
    typeof o.ver === 'number' &&
    typeof o.dev === 'string'
  );
}

export default fp<{ config: Config }>(
  async (app, { config }) => {
    // A key of its own, derived from JWT_SECRET: a dashboard token is never an app token, nor the reverse.
    const appSecret = createHmac('sha256', config.jwtSecret).update('qrguard app tokens').digest('base64url');
    await app.register(fastifyJwt, {
      namespace: 'app',
      secret: appSecret,
      sign: { algorithm: 'HS256', expiresIn: APP_TOKEN_TTL_SECONDS },
      verify: { algorithms: ['HS256'] },
    });
    app.decorateRequest('device', null);

    app.decorate('issueAppToken', (user: { id: number; app: AppKind; tokenVersion: number; deviceUuid: string }) => {
      const token = app.jwt.app.sign({
        sub: String(user.id),
        app: user.app,
        ver: user.tokenVersion,
        dev: user.deviceUuid,
      });
      const { exp } = app.jwt.app.decode<AppTokenClaims>(token)!;
      return { token, expiresAt: new Date(exp * 1000) };
    });

    async function station(request: FastifyRequest): Promise<DevicePrincipal> {
      const key = bearerToken(request);
      if (!key) throw unauthorized('missing station key (Authorization: Bearer <key>)');
      const [row] = await app.db.query<{ id: number; name: string; label_maker_id: number; label_maker: string }>(
        `select k.id, k.name, k.label_maker_id, lm.name as label_maker from label_maker_keys k
           join label_makers lm on lm.id = k.label_maker_id
          where k.key_hash = $1 and k.revoked_at is null`,
        [hashStationKey(key)],
      );
      if (!row) throw unauthorized('unknown or revoked station key');
      return {
        kind: 'station',
        keyId: row.id,
        name: row.name,
        labelMakerId: row.label_maker_id,
        labelMaker: row.label_maker,
      };
    }

    async function appUser(request: FastifyRequest, wanted: AppKind): Promise<DevicePrincipal> {
      const token = bearerToken(request);
      if (!token) throw unauthorized('missing app token');
      let claims: unknown;
      try {
        claims = app.jwt.app.verify(token);
      } catch (err) {
        const expired = (err as { code?: string }).code === 'FAST_JWT_EXPIRED';
        throw unauthorized(expired ? 'the app token expired, please sign in again' : 'invalid app token');
      }
      if (!isAppClaims(claims)) throw unauthorized('invalid app token');
      if (claims.app !== wanted) throw forbidden(`Forbidden: this needs the ${wanted} app`);
      const [user] = await app.db.query<{
        id: number;
        username: string;
        status: number;
        token_version: number;
        device_uuid: string | null;
        oil_maker_id: number | null;
      }>(
        'select id, username, status, token_version, device_uuid, oil_maker_id from app_users where id = $1 and app = $2',
        [Number(claims.sub), claims.app],
      );
      if (!user || user.status !== 1) throw unauthorized('the account is inactive or no longer exists');
      if (user.token_version !== claims.ver) throw unauthorized('the password was changed, please sign in again');
      if (!tokenDeviceStillBound(user.device_uuid, claims.dev))
        throw unauthorized('the device lock was lifted or moved, please sign in again');
      return {
        kind: 'app',
        app: claims.app,
        userId: user.id,
        username: user.username,
        oilMakerId: user.oil_maker_id,
        deviceUuid: claims.dev,
      };
    }

    app.decorate('authorizeDevice', (access: DeviceAccess): onRequestAsyncHookHandler => {
      const check =
        access === 'station'
          ? station
          : (request: FastifyRequest) => appUser(request, access === 'app:oilmaker' ? 'oilmaker' : 'penindakan');
      return async (request) => {
        request.device = await check(request);
      };
    });
  },
  { name: 'device-auth', dependencies: ['db'] },
);
