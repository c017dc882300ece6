// Ports, URLs and environment of a running stack, from the variables listed in
// docs/development.md. URLs the browser uses default to the chosen ports, so
// moving one port moves everything that points at it.

const DEFAULT_PORTS = {
  API_PORT: 4000,
  HOST_PORT: 3000,
  HIGHLIGHTS_PORT: 3001,
  REPORTS_PORT: 3002,
  SETTINGS_PORT: 3003,
};

/** An empty variable counts as unset (a shell `FOO= npm start` should not mean "empty string"). */
const read = (env, key) => {
  const value = env[key];
  return value === undefined || value.trim() === '' ? undefined : value.trim();
};

function port(env, key) {
  const raw = read(env, key);
  if (raw === undefined) return DEFAULT_PORTS[key];
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 65535) {
    throw new Error(`${key} must be a port number between 1 and 65535, got "${raw}"`);
  }
  return value;
}

/** The host name a browser on this machine uses to reach a server bound to bindHost. */
function reachableHost(bindHost) {
  if (bindHost === '0.0.0.0' || bindHost === '::' || bindHost === '') return '127.0.0.1';
  return bindHost.includes(':') ? `[${bindHost}]` : bindHost;
}

/**
 * @param {NodeJS.ProcessEnv} env
 */
export function stackConfig(env = process.env) {
  const bindHost = read(env, 'BIND_HOST') ?? '127.0.0.1';
  const ports = {
    api: port(env, 'API_PORT'),
    host: port(env, 'HOST_PORT'),
    highlights: port(env, 'HIGHLIGHTS_PORT'),
    reports: port(env, 'REPORTS_PORT'),
    settings: port(env, 'SETTINGS_PORT'),
  };
  const seen = new Map();
  for (const [name, value] of Object.entries(ports)) {
    if (seen.has(value))
      throw new Error(`${name} and ${seen.get(value)} both use port ${value}; give each server its own port`);
    seen.set(value, name);
  }
  const local = (p) => `http://${reachableHost(bindHost)}:${p}`;
  const urls = {
    api: read(env, 'API_URL') ?? local(ports.api),
    host: local(ports.host),
    highlights: read(env, 'REMOTE_HIGHLIGHTS_URL') ?? local(ports.highlights),
    reports: read(env, 'REMOTE_REPORTS_URL') ?? local(ports.reports),
    settings: read(env, 'REMOTE_SETTINGS_URL') ?? local(ports.settings),
  };
  // Where this script checks that each server answers (the public URLs may point at a proxy).
  const probes = {
    api: `${local(ports.api)}/health`,
    host: `${local(ports.host)}/`,
    highlights: `${local(ports.highlights)}/mf-manifest.json`,
    reports: `${local(ports.reports)}/mf-manifest.json`,
    settings: `${local(ports.settings)}/mf-manifest.json`,
  };
  // The API admits browser calls only from listed origins; by default the pages this stack serves
  // (the remotes too, each can be opened alone), under both loopback names.
  // The other products' hosts (PRODUCT_APP_URLS, issue 15) sign in against this same API, so they are listed
  // too; a remote set to "none" (not offered by this product) is no origin.
  const productApps = (read(env, 'PRODUCT_APP_URLS') ?? '')
    .split(',')
    .map((entry) => /^\s*\d+\s*=\s*(\S+)\s*$/.exec(entry)?.[1])
    .filter((url) => url !== undefined);
  const origins = new Set();
  for (const url of [urls.host, local(ports.host), urls.highlights, urls.reports, urls.settings, ...productApps]) {
    if (url.toLowerCase() === 'none') continue;
    const origin = new URL(url).origin;
    origins.add(origin);
    if (origin.includes('//127.0.0.1:')) origins.add(origin.replace('//127.0.0.1:', '//localhost:'));
    if (origin.includes('//localhost:')) origins.add(origin.replace('//localhost:', '//127.0.0.1:'));
  }
  /** The environment every child and /config.json see: explicit values win, the rest derived. */
  const childEnv = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  Object.assign(childEnv, {
    BIND_HOST: bindHost,
    API_PORT: String(ports.api),
    HOST_PORT: String(ports.host),
    HIGHLIGHTS_PORT: String(ports.highlights),
    REPORTS_PORT: String(ports.reports),
    SETTINGS_PORT: String(ports.settings),
    API_URL: urls.api,
    REMOTE_HIGHLIGHTS_URL: urls.highlights,
    REMOTE_REPORTS_URL: urls.reports,
    REMOTE_SETTINGS_URL: urls.settings,
    CORS_ORIGINS: read(env, 'CORS_ORIGINS') ?? [...origins].join(','),
  });
  return { bindHost, ports, urls, probes, env: childEnv };
}
