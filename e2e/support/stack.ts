// The ports of the stack the e2e run starts: not those of `npm start`
// (3000-3003, 4000), so both can run at once.
// E2E_PORT_OFFSET moves them all, so two e2e runs on one machine do not collide.
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
export const E2E_PORTS = {
  api: 4100 + offset,
  host: 3100 + offset,
  highlights: 3101 + offset,
  reports: 3102 + offset,
  settings: 3103 + offset,
  /** A second host, configured as the pad-shoe product against the same API (issue 15; multi-product.spec.ts). */
  padShoe: 3104 + offset,
  /** The SMTP server alerts.spec.ts starts: the API's SMTP_PORT (issue 15). */
  smtp: 2525 + offset,
} as const;
export const HOST_URL = `http://127.0.0.1:${E2E_PORTS.host}`;
export const API_URL = `http://127.0.0.1:${E2E_PORTS.api}`;
export const SETTINGS_URL = `http://127.0.0.1:${E2E_PORTS.settings}`;
export const PAD_SHOE_URL = `http://127.0.0.1:${E2E_PORTS.padShoe}`;
