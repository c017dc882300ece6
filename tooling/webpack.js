// One webpack + module-federation configuration for the host and the three
// remotes. TOOLCHAIN.md's module-federation pitfalls are the reason for most
// of the choices below; each is noted where it is made.
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const CompressionPlugin = require('compression-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { runtimeConfigFromEnv } = require('./runtime-config');
const { markSharedOnlyChunks } = require('./shared-chunks');

/** What is worth compressing: text. Images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|css|html|json|svg)$/;

/** The chart library: only shared-ui's lazily loaded chart renderer imports it (splitChunks below). */
const CHART_LIBRARIES = /[\\/]node_modules[\\/](apexcharts|react-apexcharts)[\\/]/;
const inNodeModules = (module) => /[\\/]node_modules[\\/]/.test(module.nameForCondition() ?? '');

/**
 * Libraries that must exist once on the page: React and its subpaths (each
 * subpath is its own share key; antd imports react-dom/client, so without that
 * key a second react-dom loads), the router (one history), jotai and
 * shared-api (one session store), antd (one theme/context), moment (one
 * locale) and shared-ui. `base` is the package whose version applies to a
 * subpath key. @ant-design/icons is deliberately not shared: a shared module
 * is not tree-shaken, and the whole icon set is about 1 MB; each app bundles
 * the few icons it uses.
 *
 * For the same reason (issue 10) antd and react-router-dom are shared as curated
 * modules (`import`): the key stays the package's name, so the sources keep
 * `import { Button } from 'antd'`, but what is provided and bundled as the
 * fallback is a module re-exporting only what the product uses, which webpack
 * tree-shakes like any other: on the label-maker page antd 348 -> 195 KB brotli
 * (with three components fetched when first drawn), the router 51 -> 12.5 KB.
 * Each lists exactly the names the sources import;
 * shared-ui/src/antd/exports.test.ts fails naming any import missing from them
 * (a missing name would be undefined at run time, and the remote of a page
 * added later gets the host's instance).
 */
const SINGLETONS = [
  { key: 'react', base: 'react' },
  { key: 'react/', base: 'react' },
  { key: 'react/jsx-runtime', base: 'react' },
  { key: 'react-dom', base: 'react-dom' },
  { key: 'react-dom/', base: 'react-dom' },
  { key: 'react-dom/client', base: 'react-dom' },
  {
    key: 'react-router-dom',
    base: 'react-router-dom',
    import: path.join(__dirname, 'curated', 'react-router-dom.mjs'),
  },
  { key: 'jotai', base: 'jotai' },
  { key: 'antd', base: 'antd', import: path.join(__dirname, '..', 'shared-ui', 'src', 'antd', 'exports.ts') },
  { key: 'moment', base: 'moment' },
  { key: '@qrguard/shared-api', base: '@qrguard/shared-api' },
  { key: '@qrguard/shared-ui', base: '@qrguard/shared-ui' },
  // Language (issue 10): one i18next instance, so the language chosen in the host's header applies
  // inside every remote (shared-ui/src/i18n).
  { key: 'i18next', base: 'i18next' },
  { key: 'react-i18next', base: 'react-i18next' },
  // ApexCharts is not a share key: only shared-ui's chart renderer imports it (lazily, only the chart
  // types the dashboard draws), and shared-ui is one singleton, so the page gets one copy anyway.
];

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/**
 * The version an app builds against. Dependencies are pinned exactly; a
 * workspace package's `workspace:*` is not semver (the federation runtime
 * would reject it), so its own package.json version is used instead.
 */
function versionOf(dir, pkgJson, name) {
  const declared = (pkgJson.dependencies ?? {})[name] ?? (pkgJson.devDependencies ?? {})[name];
  if (declared === undefined) return undefined;
  if (declared.startsWith('workspace:')) {
    return readJson(path.join(dir, 'node_modules', name, 'package.json')).version;
  }
  return declared.replace(/^[\^~=]/, '');
}

/** Shared singletons for the libraries this app depends on (an app may not use all of them). */
function sharedConfig(dir) {
  const pkgJson = readJson(path.join(dir, 'package.json'));
  const shared = {};
  for (const { key, base, import: provided } of SINGLETONS) {
    const version = versionOf(dir, pkgJson, base);
    if (version === undefined) continue;
    shared[key] = {
      // The module provided (and bundled as this app's fallback) under the key, when it is not the
      // package itself: `import { Button } from 'antd'` is unchanged in the sources.
      ...(provided ? { import: provided } : {}),
      singleton: true,
      version,
      // A caret range: a remote built against an older patch or minor still
      // accepts the host's copy without a warning.
      requiredVersion: `^${version}`,
      // Subpath keys ('react/') need the package named to find its version.
      packageName: base,
    };
  }
  return shared;
}

/**
 * tooling/curated/react-router-dom.mjs imports 'react-router' (what react-router-dom re-exports):
 * not a dependency of tooling, nor of the apps, so it is resolved here, from the app's own
 * react-router-dom (one version in the lockfile).
 */
function reactRouterAlias(dir) {
  const routerDom = path.join(dir, 'node_modules', 'react-router-dom');
  if (!fs.existsSync(routerDom)) return {};
  const pkg = require.resolve('react-router/package.json', { paths: [fs.realpathSync(routerDom)] });
  return { 'react-router$': path.dirname(pkg) };
}

/**
 * public/index.html when the app has one, otherwise a minimal page. Its
 * scripts load from '/' even for a remote (whose chunks use 'auto'), so a
 * standalone remote opened on a deep route like /dashboard/settings still
 * finds main.js.
 */
function htmlPlugin(dir, bodyEnd) {
  const template = path.join(dir, 'public', 'index.html');
  // public/favicon.svg, when the app has one (the host), is copied to the build and linked from
  // the page's <head> (<link rel="icon" href="/favicon.svg">); the static servers serve it as a file.
  const favicon = path.join(dir, 'public', 'favicon.svg');
  const common = { title: 'QR Guard', publicPath: '/', ...(fs.existsSync(favicon) ? { favicon } : {}) };
  // The page is read as it is (it uses no template syntax), not compiled as a template: the plugin
  // builds a template in a child compilation, in which module federation builds the shared modules
  // with an `import` again (the curated antd with its lazily loaded parts): a second copy of each
  // of their chunks in dist, and in development a clash of the named ones ('antd-table').
  if (fs.existsSync(template)) {
    // `bodyEnd` (an app's option, e.g. the host's first-frame data) goes in just before </body>,
    // written when the build runs.
    const page = () => {
      const html = fs.readFileSync(template, 'utf8');
      // A function, so that a `$` in the markup is not read as a replacement pattern.
      return bodyEnd ? html.replace('</body>', () => `  ${bodyEnd()}\n  </body>`) : html;
    };
    return new HtmlWebpackPlugin({ ...common, templateContent: page });
  }
  return new HtmlWebpackPlugin({
    ...common,
    templateContent: `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>QR Guard</title>
  </head>
  <body>
    <noscript>QR Guard needs JavaScript.</noscript>
    <div id="root"></div>
  </body>
</html>
`,
  });
}

const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
  'Access-Control-Allow-Headers': '*',
};

let devHeaders;
/**
 * The dev server's headers: CORS (the host fetches each remote's mf-manifest.json and chunks
 * cross-origin) and the security headers of `npm start` (scripts/lib/security-headers.cjs) with
 * what a dev server needs on top: 'unsafe-eval' for the eval source maps (devtool below) and the
 * remotes' reload sockets. Loaded on the first request, so a production build (the Docker image's
 * too, which has no scripts/ folder) never reads that file. The environment is the one
 * /config.json is built from.
 */
function devServerHeaders() {
  if (!devHeaders) {
    const { securityHeaders } = require(path.join(__dirname, '..', 'scripts', 'lib', 'security-headers.cjs'));
    devHeaders = { ...CORS_HEADERS, ...securityHeaders(process.env, { dev: true }) };
  }
  return devHeaders;
}

/** GET /config.json on the dev server, as the static server of `pnpm start` serves it. */
function configMiddleware() {
  return {
    name: 'runtime-config',
    path: '/config.json',
    middleware: (req, res, next) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') return next();
      // This middleware runs before the dev server's own `headers` step.
      for (const [name, value] of Object.entries(devServerHeaders())) res.setHeader(name, value);
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.setHeader('Cache-Control', 'no-store');
      res.end(JSON.stringify(runtimeConfigFromEnv(process.env)));
    },
  };
}

/**
 * @param {{ name: string, dir: string, defaultPort: number, portEnv: string,
 *           exposes?: Record<string, string>, isHost?: boolean, htmlBodyEnd?: () => string }} options
 *   htmlBodyEnd: markup the app's public/index.html gets just before </body>, made at build time.
 * @returns {(env: Record<string, unknown>, argv: { mode?: string }) => import('webpack').Configuration}
 */
function createWebpackConfig({ name, dir, defaultPort, portEnv, exposes = {}, isHost = false, htmlBodyEnd }) {
  return (_env = {}, argv = {}) => {
    const mode = argv.mode ?? process.env.NODE_ENV ?? 'development';
    const isProd = mode === 'production';

    return {
      mode: isProd ? 'production' : 'development',
      context: dir,
      // index.ts only does import('./bootstrap'): the async boundary that lets
      // the federation runtime negotiate shared modules before React loads.
      entry: { main: path.join(dir, 'src', 'index.ts') },
      output: {
        path: path.join(dir, 'dist'),
        // No hash in entry names: the federation runtime and the manifest name
        // remoteEntry.js/main.js; only lazily loaded chunks carry a hash.
        filename: '[name].js',
        chunkFilename: isProd ? '[name].[contenthash].js' : '[name].js',
        assetModuleFilename: isProd ? 'assets/[name].[contenthash][ext]' : 'assets/[name][ext]',
        // Remotes are loaded from another origin: their chunks resolve
        // against the script's own URL. The host's HTML must load from '/'
        // so deep links like /dashboard/reports/customer work.
        publicPath: isHost ? '/' : 'auto',
        uniqueName: name,
        clean: true,
      },
      devtool: isProd ? false : 'eval-cheap-module-source-map',
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        alias: reactRouterAlias(dir),
      },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: require.resolve('ts-loader'),
              options: {
                // Type-checking is `tsc -p` per package; the build only transpiles.
                transpileOnly: true,
                configFile: path.join(dir, 'tsconfig.json'),
                compilerOptions: { noEmit: false, sourceMap: !isProd },
              },
            },
          },
          { test: /\.(png|jpe?g|gif|svg|webp|ico)$/i, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          // No build-time remotes: the host registers them from /config.json. The manifest lists
          // every chunk that only the shared singletons load as theirs, not as the exposed App's
          // (tooling/shared-chunks.js), so that preloading the App skips them.
          manifest: { additionalData: markSharedOnlyChunks },
          dts: false,
          // The default 'version-first' would fetch every shared library
          // again from each remote even though the host has loaded it.
          ...(isHost ? { shareStrategy: 'loaded-first' } : {}),
          shared: sharedConfig(dir),
          // The federation runtime is in the host's main.js and again in each remoteEntry.js
          // (24 KB brotli each, issue 10). These flags let the minifier drop what an app never
          // runs: code for Node, and in a remote, which loads no remote itself, the remote
          // loading and manifest snapshot code (the host's runtime loads the remotes): 24 -> 16 KB.
          experiments: {
            optimization: isHost ? { target: 'web' } : { target: 'web', disableRemote: true, disableSnapshot: true },
          },
        }),
        htmlPlugin(dir, htmlBodyEnd),
        // moment bundles every locale (about 55 KB gzip); of them the dashboard needs Indonesian
        // only, which the host imports itself (shared-ui/src/i18n/index.ts).
        new webpack.IgnorePlugin({ resourceRegExp: /^\.\/locale$/, contextRegExp: /moment$/ }),
        // Precompressed copies (.gz, .br) beside each file: the static servers send them as they
        // are (sirv's gzip/brotli options, nginx's gzip_static) instead of compressing per request
        // or, as before, not at all. The build pays once; brotli is about a fifth smaller than gzip.
        ...(isProd
          ? [
              new CompressionPlugin({ test: COMPRESSIBLE, algorithm: 'gzip', filename: '[path][base].gz' }),
              new CompressionPlugin({ test: COMPRESSIBLE, algorithm: 'brotliCompress', filename: '[path][base].br' }),
            ]
          : []),
      ],
      // Survives between builds: a second build reuses the first.
      cache: {
        type: 'filesystem',
        cacheDirectory: path.join(dir, 'node_modules', '.cache', 'webpack'),
        name: `${name}-${isProd ? 'production' : 'development'}`,
        buildDependencies: {
          config: [
            __filename,
            path.join(__dirname, 'runtime-config.js'),
            path.join(__dirname, 'shared-chunks.js'),
            path.join(__dirname, 'load-ts.js'),
            path.join(dir, 'webpack.config.js'),
          ],
        },
      },
      performance: { hints: false },
      optimization: isProd
        ? {
            // swc minifies several times faster than terser on these 2 cores.
            minimizer: [
              new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, terserOptions: { compress: { passes: 1 } } }),
            ],
            moduleIds: 'deterministic',
            chunkIds: 'deterministic',
            // 'async' only: splitting initial chunks ('all') pulls code into
            // chunks that remoteEntry.js does not load itself. Every shared
            // singleton (antd included) is its own async chunk already, so the
            // host's first chunk holds only its bootstrap loader.
            splitChunks: {
              chunks: 'async',
              minSize: 20000,
              cacheGroups: {
                // ApexCharts in the chunk shared-ui's renderer is loaded in ('charts',
                // shared-ui/src/charts/ChartRenderer.tsx), not in a numbered vendors chunk beside
                // it: the host preloads the chart renderer by that name for pages that draw charts
                // (host/src/routes/chunks.ts). Only that renderer imports these packages.
                // (The vendors group must leave them: the 'charts' chunk exists already, so this
                // group moves nothing, and the vendors group would split them out again.)
                charts: { test: CHART_LIBRARIES, name: 'charts', chunks: 'async', enforce: true },
                defaultVendors: {
                  test: (module) => inNodeModules(module) && !CHART_LIBRARIES.test(module.nameForCondition() ?? ''),
                  priority: -10,
                  reuseExistingChunk: true,
                },
                default: { minChunks: 2, priority: -20, reuseExistingChunk: true },
              },
            },
          }
        : {},
      devServer: {
        host: process.env.BIND_HOST || '127.0.0.1',
        port: Number(process.env[portEnv] || defaultPort),
        historyApiFallback: true,
        headers: () => devServerHeaders(),
        allowedHosts: 'all',
        client: { overlay: { errors: true, warnings: false } },
        static: fs.existsSync(path.join(dir, 'public')) ? { directory: path.join(dir, 'public'), watch: false } : false,
        setupMiddlewares: (middlewares) => {
          middlewares.unshift(configMiddleware());
          return middlewares;
        },
      },
      stats: isProd ? 'normal' : 'minimal',
    };
  };
}

module.exports = { createWebpackConfig, sharedConfig };
