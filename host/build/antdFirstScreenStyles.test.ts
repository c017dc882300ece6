/**
 * @jest-environment node
 */
// antd's first-screen styles as the host's build makes them: every listed component's styles with
// their map (what lets antd skip making them in the browser), without the design tokens' variable
// blocks, and named for the build's mode.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  FIRST_SCREEN_COMPONENTS,
  extractFirstScreenStyles,
  withoutCssVariableBlocks,
  writeFirstScreenStyles,
} from './antdFirstScreenStyles.cjs';

/** The `path:hash` entries of the map antd reads back in the browser (`.data-ant-cssinjs-cache-path`). */
function cachedPaths(css: string): string[] {
  const map = /\.data-ant-cssinjs-cache-path\{content:"([^"]*)";\}/.exec(css);
  expect(map).not.toBeNull();
  return map![1]!.split(';').map((entry) => entry.slice(0, entry.lastIndexOf(':')));
}

test('every first-screen component has its styles and its entry in the map', () => {
  const css = extractFirstScreenStyles();
  const paths = cachedPaths(css);
  // antd's style paths are `<scope>|<Component>-<Component>|<class prefix>|<icon prefix>`.
  const styled = new Set(paths.map((p) => p.split('|')[1]?.split('-')[0]));
  expect(FIRST_SCREEN_COMPONENTS.filter((name) => !styled.has(name))).toEqual([]);
  expect(css).toContain('.ant-btn{');
  expect(css).toContain('.ant-picker-dropdown');
  // A component not listed stays with antd's run-time styles.
  expect(styled.has('Table')).toBe(false);
  expect(css).not.toContain('.css-var-');
});

test('the design tokens\u2019 variable blocks go, the rules beside them stay', () => {
  const css =
    '.css-var-_R_0_{--ant-blue:#1677FF;--ant-font-size:14px;}' +
    ':where(.css-abc).ant-btn{color:var(--ant-color-text);}' +
    '.css-var-_R_0_.ant-btn{--ant-button-font-weight:400;}' +
    '@media (max-width: 575px){.ant-space{gap:8px;}}';
  expect(withoutCssVariableBlocks(css)).toBe(
    ':where(.css-abc).ant-btn{color:var(--ant-color-text);}@media (max-width: 575px){.ant-space{gap:8px;}}',
  );
});

test.each([
  ['production', /:where\(\.css-[a-z0-9]+\)\.ant-btn\{/],
  ['development', /:where\(\.css-dev-only-do-not-override-[a-z0-9]+\)\.ant-btn\{/],
])('a %s build gets the styles under the scope antd gives them in that mode', (mode, scope) => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'antd-styles-')), 'first-screen.css');
  expect(writeFirstScreenStyles(mode, file)).toBe(file);
  const css = fs.readFileSync(file, 'utf8');
  expect(css).toMatch(scope);
  expect(cachedPaths(css).length).toBeGreaterThan(FIRST_SCREEN_COMPONENTS.length);
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
});
