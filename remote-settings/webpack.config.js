// The remote_settings federated app: exposes its area's routes as ./App.
const { createWebpackConfig } = require('@qrguard/tooling/webpack');

module.exports = createWebpackConfig({
  name: 'remote_settings',
  dir: __dirname,
  defaultPort: 3003,
  portEnv: 'SETTINGS_PORT',
  exposes: { './App': './src/App.tsx' },
});
