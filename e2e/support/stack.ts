// The ports of the stack the e2e run starts: not those of `npm start`
// (3000-3003, 4000), so both can run at once.
export const E2E_PORTS = { api: 4100, host: 3100, highlights: 3101, reports: 3102, settings: 3103 } as const;
export const HOST_URL = `http://127.0.0.1:${E2E_PORTS.host}`;
export const API_URL = `http://127.0.0.1:${E2E_PORTS.api}`;
export const SETTINGS_URL = `http://127.0.0.1:${E2E_PORTS.settings}`;
