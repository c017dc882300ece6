// The one antd theme of QR Guard: every ConfigProvider (the host's dashboard
// layout, each remote's standalone page) passes THEME. The colours are set
// where antd's defaults fail WCAG 2.2 AA contrast (4.5:1 for text): the
// default primary #1677ff is 4.1:1 on white, the description grey
// (rgba(0,0,0,.45)) 3.4:1, the placeholder grey (.25) 1.8:1 and the error red
// #ff4d4f 3.3:1. Measured on white, on the layout's #f5f5f5 and on the
// sign-in page's #f0f2f5 (see theme.test.ts).
import type { ThemeConfig } from 'antd';

/** antd's blue-7: 6.2:1 on white, 5.5:1 on #f0f2f5; white text on it too. */
export const PRIMARY_COLOR = '#0958d9';
/**
 * Hover and pressed states: antd derives them lighter than the base colour (the primary's hover
 * was 4.16:1 on white: a hovered default button's text failed AA). They go darker instead:
 * antd's blue-8 and blue-9, red-8 and red-9.
 */
export const PRIMARY_HOVER_COLOR = '#003eb3';
export const PRIMARY_ACTIVE_COLOR = '#002c8c';
export const ERROR_HOVER_COLOR = '#a8071a';
export const ERROR_ACTIVE_COLOR = '#820014';
/** antd's red-7: 5.6:1 on white; the badge count's white text on it too. */
export const ERROR_COLOR = '#cf1322';
/** Secondary text (descriptions, captions, placeholders): 5.5:1 or more on the page backgrounds. */
export const SECONDARY_TEXT_COLOR = 'rgba(0, 0, 0, 0.6)';

export const THEME: ThemeConfig = {
  token: {
    colorPrimary: PRIMARY_COLOR,
    // Links and info states derive from colorInfo unless told otherwise.
    colorInfo: PRIMARY_COLOR,
    colorLink: PRIMARY_COLOR,
    colorPrimaryHover: PRIMARY_HOVER_COLOR,
    colorPrimaryActive: PRIMARY_ACTIVE_COLOR,
    colorLinkHover: PRIMARY_HOVER_COLOR,
    colorLinkActive: PRIMARY_ACTIVE_COLOR,
    colorError: ERROR_COLOR,
    colorErrorHover: ERROR_HOVER_COLOR,
    colorErrorActive: ERROR_ACTIVE_COLOR,
    // Descriptions and icons derive from the tertiary text colour.
    colorTextTertiary: SECONDARY_TEXT_COLOR,
    colorTextDescription: SECONDARY_TEXT_COLOR,
    colorTextPlaceholder: SECONDARY_TEXT_COLOR,
  },
};
