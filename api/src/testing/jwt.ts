// Hand-made HS256 tokens, independent of the library under test: expired
// tokens, tokens of a sister app, tokens signed with the wrong key.
import { createHmac } from 'node:crypto';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

export function signHs256(payload: Record<string, unknown>, secret: string): string {
  const unsigned = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(payload)}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);
