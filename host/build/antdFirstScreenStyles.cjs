'use strict';
// antd's styles for the dashboard's first screens, made when the host is built (issue 10).
//
// antd 6 writes its styles at run time (CSS-in-JS): on a phone's first visit to the label-maker
// page, generating and injecting about 50 style elements was one of the longest tasks of the
// dashboard's first render. antd's documented "whole export" moves that to the build: its
// static-style-extract renders the components on the server with the product's theme, and the
// CSS it returns ends with a map of every style it holds (`.data-ant-cssinjs-cache-path`). In the
// browser, antd's style engine reads that map once and skips generating and injecting each style
// the file already has; anything else (a component not listed here, another product's colours,
// which hash differently) is generated at run time as before, so nothing can lose its styles.
//
// The host's webpack config runs this file in a child process with NODE_ENV set to the build's
// mode, because antd names its style scope by it (`css-dev-only-do-not-override-...` outside
// production) and must be loaded fresh for each.
const fs = require('node:fs');
const path = require('node:path');
const { execFileSync } = require('node:child_process');

/**
 * The components the signed-in shell and the highlight pages draw as soon as they open: their
 * styles come with the dashboard's code. A component missing here costs only speed; the e2e
 * test "first-paint" names any first-screen component whose styles were made at run time.
 * Components first drawn later (tables, forms, modals, drawers, messages) stay at run time, so
 * the first page does not download and parse their CSS.
 */
const FIRST_SCREEN_COMPONENTS = [
  'App',
  'Avatar',
  'Badge',
  'Button',
  'Card',
  'DatePicker',
  'Dropdown',
  'Flex',
  'Layout',
  'Menu',
  'Popover',
  'Select',
  'Skeleton',
  'Space',
  // A page area still loading on a slow machine shows a spinner (caught by the e2e test in CI).
  'Spin',
  'Switch',
  'Tooltip',
  'Typography',
];

const THEME_FILE = path.join(__dirname, '..', '..', 'shared-ui', 'src', 'theme', 'tokens.ts');

/**
 * Removes the design tokens' CSS variable blocks (`.css-var-<id>{--ant-...}`). antd registers
 * them at run time under its own ids in any case (they carry the configured product's colours),
 * and the server's ids match nothing on the page: they would only add bytes.
 */
function withoutCssVariableBlocks(css) {
  return css.replace(/\.css-var-[^{}]*\{[^{}]*\}/g, '');
}

/** The first-screen components' CSS with the product's THEME, for this process's NODE_ENV. */
function extractFirstScreenStyles(components = FIRST_SCREEN_COMPONENTS) {
  const React = require('react');
  const { ConfigProvider } = require('antd');
  const { extractStyle } = require('@ant-design/static-style-extract');
  const { loadTs } = require('@qrguard/tooling/load-ts');
  const { THEME } = loadTs(THEME_FILE);
  const css = extractStyle({
    includes: components,
    customTheme: (node) => React.createElement(ConfigProvider, { theme: THEME }, node),
  });
  return withoutCssVariableBlocks(css);
}

/** Writes the CSS for a webpack `mode` ('production' or 'development') to `file`; returns `file`. */
function writeFirstScreenStyles(mode, file) {
  const css = execFileSync(process.execPath, [__filename], {
    cwd: path.join(__dirname, '..'),
    env: { ...process.env, NODE_ENV: mode === 'production' ? 'production' : 'development' },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, css);
  return file;
}

if (require.main === module) process.stdout.write(extractFirstScreenStyles());

module.exports = {
  FIRST_SCREEN_COMPONENTS,
  extractFirstScreenStyles,
  withoutCssVariableBlocks,
  writeFirstScreenStyles,
};
