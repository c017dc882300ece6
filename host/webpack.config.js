'use strict';

const { createWebpackConfig } = require('@qrguard/tooling/webpack');

module.exports = createWebpackConfig({
  name: 'host',
  dir: __dirname,
  defaultPort: 3000,
  portEnv: 'HOST_PORT',
  isHost: true,
});
