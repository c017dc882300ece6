// Authentication and authorisation. Tokens are HS256 JWTs with an expiry,
// signed with JWT_SECRET ("access"); tokens from sister product apps are
// checked with SSO_SECRET ("sso"). `authorize(access)` builds the onRequest hook of
// a route from its contract entry: 'public' needs nothing, 'user' a valid token
// of an active user, a permission code that the user holds it (super admins
// hold all). The user is re-read on every request, so deactivation, role
// changes and password changes apply at once on every instance.
import fastifyJwt from '@fastify/jwt';
import { isDeviceAccess, mayOpen, type Access } from '@qrguard/shared-api/contract';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { forbidden, unauthorized } from '../http/errors';
import { loadPrincipal, type Principal } from '../modules/users/queries';

declare module '@fastify/jwt' {
  interface FastifyJWT {
    namespaces: 'access' | 'sso' | 'app';
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    authorize(access: Access): onRequestAsyncHookHandler;
    /** Signs an access token for the user and the product they signed in to; returns it with its expiry. */
    issueToken(principal: Principal, productCategoryId: number): { token: string; expiresAt: Date };
  }
  interface FastifyRequest {
    principal: Principal | null;
    /** The product the request's session is for (the token's `pc`, issue 15); null before authentication. */
    productCategoryId: number | null;
  }
}

/** The claims of an access token issued here. */
export interface AccessClaims {
  /** User id. */
  sub: string;
  /** The login user name: what sister apps look the user up by. */
  username: string;
  /** Token version: changes when the password changes, revoking older tokens. */
  ver: number;
  /** Product category the token is for. */
  pc: number;
  exp: number;
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header ? BEARER.exec(header)?.[1] : undefined;
}

function isAccessClaims(c: unknown): c is AccessClaims {
  const o = c as Partial<AccessClaims> | null;
  return (
    !!o &&
    typeof o.sub === 'string' &&
    /^\d+$/.test(o.sub) &&
    typeof o.ver === 'number' &&
    typeof o.pc === 'number' &&
    typeof o.exp === 'number'
  );
}

/** The signed-in user of a route whose access is not 'public'. */
export function signedIn(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized('no signed-in user');
  return request.principal;
}

export default fp<{ config: Config }>(
  async (app, { config }) => {
    await app.register(fastifyJwt, {
      namespace: 'access',
      secret: config.jwtSecret,
      sign: { algorithm: 'HS256', expiresIn: config.tokenTtlMinutes * 60 },
      verify: { algorithms: ['HS256'] },
    });
    await app.register(fastifyJwt, { namespace: 'sso', secret: config.ssoSecret, verify: { algorithms: ['HS256'] } });
    app.decorateRequest('principal', null);
    app.decorateRequest('productCategoryId', null);

    app.decorate('issueToken', (principal: Principal, productCategoryId: number) => {
      const token = app.jwt.access.sign({
        sub: String(principal.id),
        username: principal.username,
        ver: principal.tokenVersion,
        pc: productCategoryId,
      });
      const { exp } = app.jwt.access.decode<AccessClaims>(token)!;
      return { token, expiresAt: new Date(exp * 1000) };
    });

    async function authenticate(request: FastifyRequest): Promise<{ principal: Principal; productCategoryId: number }> {
      const token = bearerToken(request);
      if (!token) throw unauthorized('missing bearer token');
      let claims: unknown;
      try {
        claims = app.jwt.access.verify(token);
      } catch (err) {
        const code = (err as { code?: string }).code;
        throw unauthorized(code === 'FAST_JWT_EXPIRED' ? 'token expired, please sign in again' : 'invalid token');
      }
      if (!isAccessClaims(claims)) throw unauthorized('invalid token');
      const principal = await loadPrincipal(app.db, Number(claims.sub));
      if (!principal || !principal.active) throw unauthorized('the account is inactive or no longer exists');
      if (principal.tokenVersion !== claims.ver) throw unauthorized('the password was changed, please sign in again');
      // One API serves every product's host (issue 15): the token names the product it was signed in to,
      // and the user must still hold it (taking a product away ends its sessions at once).
      if (!principal.productCategoryIds.includes(claims.pc)) {
        throw unauthorized('the token is not valid for this product');
      }
      return { principal, productCategoryId: claims.pc };
    }

    app.decorate('authorize', (access: Access): onRequestAsyncHookHandler => {
      if (access === 'public') return async () => undefined;
      // Station keys and app tokens: plugins/device-auth.ts.
      if (isDeviceAccess(access)) return app.authorizeDevice(access);
      return async (request) => {
        const { principal, productCategoryId } = await authenticate(request);
        request.principal = principal;
        request.productCategoryId = productCategoryId;
        // The one rule, shared with the shell's menu and page guard (contract/access.ts).
        if (!mayOpen(principal, access)) {
          throw forbidden(
            access === 'superAdmin'
              ? 'Forbidden: only a super administrator may do this'
              : `Forbidden: this needs the ${access} permission`,
          );
        }
      };
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
