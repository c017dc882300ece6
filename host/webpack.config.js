'use strict';

const { createWebpackConfig } = require('@qrguard/tooling/webpack');

const base = createWebpackConfig({
  name: 'host',
  dir: __dirname,
  defaultPort: 3000,
  portEnv: 'HOST_PORT',
  isHost: true,
});

// The pages shown before sign-in (login, not found, start-up error, the
// message popups) are plain HTML styled by src/plain/plain.css rather than
// antd, which only the dashboard loads. webpack's own CSS support emits it as
// a stylesheet loaded with the chunk that imports it; no loader is needed.
module.exports = (env, argv) => {
  const config = base(env, argv);
  return { ...config, experiments: { ...config.experiments, css: true } };
};
