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

/**
 * Libraries that must exist once on the page: React and its subpaths (each
 * subpath is its own share key; antd imports react-dom/client, so without that
 * key a second react-dom loads), the router (one history), jotai and
 * shared-api (one session store), antd (one theme/context), moment (one
 * locale) and shared-ui. `base` is the package whose version applies to a
 * subpath key. @ant-design/icons is deliberately not shared: a shared module
 * is not tree-shaken, and the whole icon set is about 1 MB; each app bundles
 * the few icons it uses.
 */
/** What is worth compressing: text. Images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|css|html|json|svg)$/;

const SINGLETONS = [
  { key: 'react', base: 'react' },
  { key: 'react/', base: 'react' },
  { key: 'react/jsx-runtime', base: 'react' },
  { key: 'react-dom', base: 'react-dom' },
  { key: 'react-dom/', base: 'react-dom' },
  { key: 'react-dom/client', base: 'react-dom' },
  { key: 'react-router-dom', base: 'react-router-dom' },
  { key: 'jotai', base: 'jotai' },
  { key: 'antd', base: 'antd' },
  { key: 'moment', base: 'moment' },
  { key: '@qrguard/shared-api', base: '@qrguard/shared-api' },
  { key: '@qrguard/shared-ui', base: '@qrguard/shared-ui' },
  // Charts (issue 4): one ApexCharts for every remote; react-apexcharts imports 'apexcharts/client'.
  { key: 'react-apexcharts', base: 'react-apexcharts' },
  { key: 'apexcharts/client', base: 'apexcharts' },
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
  for (const { key, base } of SINGLETONS) {
    const version = versionOf(dir, pkgJson, base);
    if (version === undefined) continue;
    shared[key] = {
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
 * public/index.html when the app has one, otherwise a minimal page. Its
 * scripts load from '/' even for a remote (whose chunks use 'auto'), so a
 * standalone remote opened on a deep route like /dashboard/settings still
 * finds main.js.
 */
function htmlPlugin(dir) {
  const template = path.join(dir, 'public', 'index.html');
  const common = { title: 'QR Guard', publicPath: '/' };
  if (fs.existsSync(template)) return new HtmlWebpackPlugin({ ...common, template });
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

/** GET /config.json on the dev server, as the static server of `pnpm start` serves it. */
function configMiddleware() {
  return {
    name: 'runtime-config',
    path: '/config.json',
    middleware: (req, res, next) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') return next();
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.setHeader('Cache-Control', 'no-store');
      res.end(JSON.stringify(runtimeConfigFromEnv(process.env)));
    },
  };
}

/**
 * @param {{ name: string, dir: string, defaultPort: number, portEnv: string,
 *           exposes?: Record<string, string>, isHost?: boolean }} options
 * @returns {(env: Record<string, unknown>, argv: { mode?: string }) => import('webpack').Configuration}
 */
function createWebpackConfig({ name, dir, defaultPort, portEnv, exposes = {}, isHost = false }) {
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
          // No build-time remotes: the host registers them from /config.json.
          manifest: true,
          dts: false,
          // The default 'version-first' would fetch every shared library
          // again from each remote even though the host has loaded it.
          ...(isHost ? { shareStrategy: 'loaded-first' } : {}),
          shared: sharedConfig(dir),
        }),
        htmlPlugin(dir),
        // moment bundles every locale (about 55 KB gzip); the dashboard speaks English only.
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
          config: [__filename, path.join(__dirname, 'runtime-config.js'), path.join(dir, 'webpack.config.js')],
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
                defaultVendors: { test: /[\\/]node_modules[\\/]/, priority: -10, reuseExistingChunk: true },
                default: { minChunks: 2, priority: -20, reuseExistingChunk: true },
              },
            },
          }
        : {},
      devServer: {
        host: process.env.BIND_HOST || '127.0.0.1',
        port: Number(process.env[portEnv] || defaultPort),
        historyApiFallback: true,
        // The host fetches each remote's mf-manifest.json and chunks cross-origin.
        headers: {
          'Access-Control-Allow-Origin': '*',
          'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
          'Access-Control-Allow-Headers': '*',
        },
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
