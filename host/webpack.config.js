'use strict';

const path = require('node:path');
const { loadTs } = require('@qrguard/tooling/load-ts');
const { createWebpackConfig } = require('@qrguard/tooling/webpack');

/**
 * index.html's first-frame data (src/firstPaint): each page's title and heading in every
 * language, from the route table and the dictionaries as they are when the host is built.
 */
function firstPaintData() {
  const resources = path.join(__dirname, '..', 'shared-ui', 'src', 'i18n', 'resources');
  const { firstPaintPages, firstPaintScript } = loadTs(path.join(__dirname, 'src', 'firstPaint', 'data.ts'));
  const { ROUTES } = loadTs(path.join(__dirname, 'src', 'routes', 'routeTable.ts'));
  const dictionaries = {
    en: loadTs(path.join(resources, 'en.ts')).en,
    id: loadTs(path.join(resources, 'id.ts')).id,
  };
  return firstPaintScript(firstPaintPages(ROUTES, dictionaries));
}

const base = createWebpackConfig({
  name: 'host',
  dir: __dirname,
  defaultPort: 3000,
  portEnv: 'HOST_PORT',
  isHost: true,
  htmlBodyEnd: firstPaintData,
});

// The pages shown before sign-in (login, not found, start-up error, the
// message popups) are plain HTML styled by src/plain/plain.css rather than
// antd, which only the dashboard loads. webpack's own CSS support emits it as
// a stylesheet loaded with the chunk that imports it; no loader is needed.
module.exports = (env, argv) => {
  const config = base(env, argv);
  return { ...config, experiments: { ...config.experiments, css: true } };
};
