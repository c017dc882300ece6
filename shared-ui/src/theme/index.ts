// @qrguard/shared-ui/theme: what every ConfigProvider passes (the host's dashboard
// layout and each remote's standalone page), importable without the whole
// shared-ui singleton.
export { ERROR_COLOR, PRIMARY_COLOR, SECONDARY_TEXT_COLOR, THEME } from './tokens';
export { INPUT_PASSWORD } from './inputPassword';
// The configured product's colour (issue 15: one host build for oil, pad-shoe and vanbelt).
export { darken, productPrimaryColor, productTheme, themeFor } from './productTheme';
