// The pages drawn without antd (sign-in, not found, popups) use the theme's
// accessible colours too: plain.css cannot import tokens.ts, so this keeps
// the two in step.
import { PRIMARY_COLOR, SECONDARY_TEXT_COLOR } from '@qrguard/shared-ui/theme';

// Jest runs this in Node, but the host's type-check knows only the browser: the
// two Node names used are declared here instead of adding Node's types to the app.
declare const __dirname: string;
const { readFileSync } = jest.requireActual<{ readFileSync(file: string, encoding: 'utf8'): string }>('node:fs');
const css = readFileSync(`${__dirname}/plain.css`, 'utf8');

it('draws primary buttons and links in the theme’s primary colour', () => {
  expect(css).toContain(`background: ${PRIMARY_COLOR};`);
  // antd's default blue (4.1:1 on white) and its light hover shade are gone.
  expect(css).not.toMatch(/#1677ff|#4096ff/i);
});

it('gives secondary text the theme’s secondary colour, never the 3.4:1 grey', () => {
  expect(css).toContain(`color: ${SECONDARY_TEXT_COLOR};`);
  expect(css).not.toMatch(/^\s*color: rgba\(0, 0, 0, 0\.45\);/m);
});
