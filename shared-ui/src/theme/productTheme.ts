// The antd theme of the product this host serves (issue 15): config.json's
// primary colour in place of QR Guard's blue, with hover and pressed states
// derived darker (a darker colour keeps its contrast on the light pages and
// under white text; config.ts refuses a primary under 4.5:1). Without a
// configured colour, or with the default one, THEME itself.
import type { ThemeConfig } from 'antd';
import { currentProduct } from '@qrguard/shared-api';
import { PRIMARY_COLOR, THEME } from './tokens';

/** `hex` (#rrggbb) mixed with black: `amount` 0 keeps it, 1 is black. */
export function darken(hex: string, amount: number): string {
  const channels = [1, 3, 5].map((i) => Math.round(parseInt(hex.slice(i, i + 2), 16) * (1 - amount)));
  return `#${channels.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

const cache = new Map<string, ThemeConfig>();

/** THEME with `primary` as its primary colour (links and info too), hover 20 % and pressed 35 % darker. */
export function themeFor(primary: string): ThemeConfig {
  const color = primary.toLowerCase();
  if (color === PRIMARY_COLOR) return THEME;
  let theme = cache.get(color);
  if (!theme) {
    const hover = darken(color, 0.2);
    const active = darken(color, 0.35);
    theme = {
      ...THEME,
      token: {
        ...THEME.token,
        colorPrimary: color,
        colorInfo: color,
        colorLink: color,
        colorPrimaryHover: hover,
        colorPrimaryActive: active,
        colorLinkHover: hover,
        colorLinkActive: active,
      },
    };
    cache.set(color, theme);
  }
  return theme;
}

/** The theme of the configured product (THEME before config.json is read). */
export function productTheme(): ThemeConfig {
  return themeFor(currentProduct().primaryColor);
}

/** The configured product's primary colour (avatars and other fills drawn outside antd's tokens). */
export function productPrimaryColor(): string {
  return currentProduct().primaryColor;
}
