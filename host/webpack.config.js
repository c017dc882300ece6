'use strict';

const path = require('node:path');
const { loadTs } = require('@qrguard/tooling/load-ts');
const { createWebpackConfig } = require('@qrguard/tooling/webpack');
const { writeFirstScreenStyles } = require('./build/antdFirstScreenStyles.cjs');

/** The request DashboardLayout imports antd's first-screen styles by (build/antdFirstScreenStyles.cjs). */
const FIRST_SCREEN_STYLES = '@qrguard/host/antd-first-screen.css';

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
// The same goes for antd's first-screen styles, made here for the build's mode
// (into .cache, beside the other derived files) and loaded with the dashboard's
// chunk: webpack runs a chunk only once its stylesheet has loaded, so antd finds
// the styles' map before its first render.
module.exports = (env, argv) => {
  const config = base(env, argv);
  const firstScreenStyles = writeFirstScreenStyles(
    config.mode,
    path.join(__dirname, '.cache', `antd-first-screen.${config.mode}.css`),
  );
  return {
    ...config,
    resolve: { ...config.resolve, alias: { ...config.resolve.alias, [FIRST_SCREEN_STYLES]: firstScreenStyles } },
    experiments: { ...config.experiments, css: true },
  };
};
