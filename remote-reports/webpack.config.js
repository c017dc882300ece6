// The remote_reports federated app: exposes its area's routes as ./App.
const { createWebpackConfig } = require('@qrguard/tooling/webpack');

module.exports = createWebpackConfig({
  name: 'remote_reports',
  dir: __dirname,
  defaultPort: 3002,
  portEnv: 'REPORTS_PORT',
  exposes: { './App': './src/App.tsx' },
});
