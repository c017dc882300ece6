// The product switch (spec shell-highlights 4), as one-time codes. The
// signed-in user asks for a code for another product; the browser carries it
// to that product's /cross-client; its host posts it here. A code is a JWT
// signed with SSO_SECRET (never the access-token key), for one audience, two
// minutes long, naming the user and their password version, and it works
// once (its id is recorded on exchange). The exchange checks what every
// request checks: signature, expiry, the user exists and is active, the
// password version. So a revoked session cannot be turned into a fresh one,
// and the long-lived session token never appears in a URL.
import { randomBytes } from 'node:crypto';
import { endpoints } from '@qrguard/shared-api/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Queryable } from '../../db';
import { forbidden, unauthorized } from '../../http/errors';
import { route } from '../../http/route';
import { signedIn } from '../../plugins/auth';
import { findUserByUsername, loadPrincipal, recordLogin } from '../users/queries';
import { assertMayUseThisProduct, assertProductExists, requestedProduct, sessionUser } from './session';

/** How long a code is accepted. */
export const CODE_TTL_SECONDS = 120;
/** The longest lifetime (exp - iat) a code may claim: a sister app's long-lived token is no code. */
export const CODE_MAX_LIFETIME_SECONDS = 300;
/** The audience of a code: no other token signed with SSO_SECRET passes as one. */
export const CODE_AUDIENCE = 'qrguard:cross-client';

export interface CodeClaims {
  sub: string;
  username: string;
  /** The user's password version when the code was made. */
  ver: number;
  /** The product the code signs in to. */
  pc: number;
  aud: string;
  jti: string;
  iat: number;
  exp: number;
}

function isCodeClaims(c: unknown): c is CodeClaims {
  const o = c as Partial<CodeClaims> | null;
  return (
    !!o &&
    typeof o.sub === 'string' &&
    typeof o.username === 'string' &&
    o.username !== '' &&
    Number.isSafeInteger(o.ver) &&
    Number.isSafeInteger(o.pc) &&
    o.aud === CODE_AUDIENCE &&
    typeof o.jti === 'string' &&
    /^[A-Za-z0-9_-]{16,64}$/.test(o.jti) &&
    Number.isSafeInteger(o.iat) &&
    Number.isSafeInteger(o.exp)
  );
}

/** Records the code's id; false when it was exchanged before. Forgets ids whose codes have expired. */
async function useOnce(q: Queryable, jti: string, exp: number): Promise<boolean> {
  await q.query('delete from cross_client_code_used where expires_at < now()');
  const rows = await q.query<{ jti: string }>(
    `insert into cross_client_code_used (jti, expires_at) values ($1, to_timestamp($2))
     on conflict (jti) do nothing returning jti`,
    [jti, exp],
  );
  return rows.length === 1;
}

export default async function crossClientRoutes(app: FastifyInstance, { config }: { config: Config }) {
  route(app, endpoints.crossClientCode, async (req) => {
    const principal = signedIn(req);
    const target = req.body.product_category;
    await assertProductExists(app.db, target);
    if (!principal.productCategoryIds.includes(target)) throw forbidden('This account has no access to that product.');
    const claims = {
      sub: String(principal.id),
      username: principal.username,
      ver: principal.tokenVersion,
      pc: target,
      aud: CODE_AUDIENCE,
      jti: randomBytes(24).toString('base64url'),
    };
    const code = app.jwt.sso.sign(claims, { expiresIn: CODE_TTL_SECONDS });
    const { exp } = app.jwt.sso.decode<CodeClaims>(code)!;
    return { status: true, message: 'OK', data: { code, expires_at: new Date(exp * 1000).toISOString() } };
  });

  route(app, endpoints.crossClient, async (req) => {
    let claims: unknown;
    try {
      claims = app.jwt.sso.verify(req.body.code);
    } catch (err) {
      const expired = (err as { code?: string }).code === 'FAST_JWT_EXPIRED';
      throw unauthorized(
        expired
          ? 'the sign-in link from the other app has expired, please sign in again'
          : 'the sign-in link from the other app is not valid',
      );
    }
    if (!isCodeClaims(claims)) throw unauthorized('the sign-in link from the other app is not valid');
    if (claims.exp - claims.iat > CODE_MAX_LIFETIME_SECONDS)
      throw unauthorized('the sign-in link lives too long to be a one-time code');
    // The exchanging host names its product (issue 15): a code for vanbelt does not open a pad-shoe session.
    const product = requestedProduct(config, req.body.product_category);
    if (claims.pc !== product) throw unauthorized('the sign-in link is for another product');
    const user = await findUserByUsername(app.db, claims.username);
    const principal = user ? await loadPrincipal(app.db, user.id) : undefined;
    if (!principal || String(principal.id) !== claims.sub)
      throw unauthorized('the user of the other app has no account here');
    if (principal.tokenVersion !== claims.ver) throw unauthorized('the password was changed, please sign in again');
    assertMayUseThisProduct(principal, product);
    if (!(await useOnce(app.db, claims.jti, claims.exp)))
      throw unauthorized('this sign-in link was already used, please sign in again');
    await recordLogin(app.db, principal.id);
    return { status: true, message: 'Login successful', data: sessionUser(app, principal, product) };
  });
}
