// The remote_highlights federated app: exposes its area's routes as ./App.
const { createWebpackConfig } = require('@qrguard/tooling/webpack');

module.exports = createWebpackConfig({
  name: 'remote_highlights',
  dir: __dirname,
  defaultPort: 3001,
  portEnv: 'HIGHLIGHTS_PORT',
  exposes: { './App': './src/App.tsx' },
});
