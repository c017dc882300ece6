// The theme's colours meet WCAG 2.2 AA (4.5:1 for normal text) on every
// background the product draws text on.
import {
  ERROR_ACTIVE_COLOR,
  ERROR_COLOR,
  ERROR_HOVER_COLOR,
  PRIMARY_ACTIVE_COLOR,
  PRIMARY_COLOR,
  PRIMARY_HOVER_COLOR,
  SECONDARY_TEXT_COLOR,
  THEME,
} from './tokens';
import { darken, themeFor } from './productTheme';

type Rgb = [number, number, number];

/** #rrggbb, or rgba(r, g, b, a) laid over `under`. */
function toRgb(color: string, under: Rgb = [255, 255, 255]): Rgb {
  if (color.startsWith('#')) return [1, 3, 5].map((i) => parseInt(color.slice(i, i + 2), 16)) as Rgb;
  const [r, g, b, a = 1] = color
    .replace(/[^\d.,]/g, '')
    .split(',')
    .map(Number) as number[];
  return [r!, g!, b!].map((channel, i) => channel * a + under[i]! * (1 - a)) as Rgb;
}

function luminance([r, g, b]: Rgb): number {
  const [lr, lg, lb] = [r, g, b].map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
}

function contrast(text: string, background: string): number {
  const bg = toRgb(background);
  const [a, b] = [luminance(toRgb(text, bg)), luminance(bg)];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** Cards and inputs, the dashboard's layout, the sign-in page. */
const BACKGROUNDS = ['#ffffff', '#f5f5f5', '#f0f2f5'];

it('measures antd’s default primary colour as the issue did (4.1:1 on white)', () => {
  expect(contrast('#1677ff', '#ffffff')).toBeCloseTo(4.1, 1);
});

const STATE_COLORS = [PRIMARY_HOVER_COLOR, PRIMARY_ACTIVE_COLOR, ERROR_HOVER_COLOR, ERROR_ACTIVE_COLOR];

it.each(BACKGROUNDS)('keeps every text colour at 4.5:1 or more on %s, hovered and pressed too', (background) => {
  for (const color of [PRIMARY_COLOR, ERROR_COLOR, SECONDARY_TEXT_COLOR, ...STATE_COLORS])
    expect(contrast(color, background)).toBeGreaterThanOrEqual(4.5);
});

it('keeps white text readable on primary buttons and error badges', () => {
  expect(contrast('#ffffff', PRIMARY_COLOR)).toBeGreaterThanOrEqual(4.5);
  expect(contrast('#ffffff', ERROR_COLOR)).toBeGreaterThanOrEqual(4.5);
  for (const color of STATE_COLORS) expect(contrast('#ffffff', color)).toBeGreaterThanOrEqual(4.5);
});

it('hovers and presses to the darker accessible colours, not antd’s lighter ones', () => {
  expect(THEME.token).toMatchObject({
    colorPrimaryHover: PRIMARY_HOVER_COLOR,
    colorPrimaryActive: PRIMARY_ACTIVE_COLOR,
    colorLinkHover: PRIMARY_HOVER_COLOR,
    colorErrorHover: ERROR_HOVER_COLOR,
  });
});

it('gives links, placeholders and descriptions the accessible colours', () => {
  expect(THEME.token).toMatchObject({
    colorPrimary: PRIMARY_COLOR,
    colorLink: PRIMARY_COLOR,
    colorTextPlaceholder: SECONDARY_TEXT_COLOR,
    colorTextDescription: SECONDARY_TEXT_COLOR,
  });
});

describe('a product’s own colour from config.json (issue 15)', () => {
  // Colours config.ts accepts (4.5:1 or more on every background): a pad-shoe brown, a vanbelt green.
  it.each(['#8c2f00', '#1e6b34', '#0958d9'])('keeps %s and its hover and pressed states AA', (primary) => {
    const token = themeFor(primary).token!;
    for (const background of BACKGROUNDS)
      for (const color of [token.colorPrimary, token.colorPrimaryHover, token.colorPrimaryActive, token.colorLinkHover])
        expect(contrast(color as string, background)).toBeGreaterThanOrEqual(4.5);
    expect(contrast('#ffffff', token.colorPrimaryActive as string)).toBeGreaterThanOrEqual(4.5);
    expect(token).toMatchObject({ colorPrimary: primary, colorLink: primary, colorInfo: primary });
  });

  it('is THEME itself for QR Guard’s blue, and darker, not lighter, on hover', () => {
    expect(themeFor(PRIMARY_COLOR)).toBe(THEME);
    expect(darken('#8c2f00', 0.2)).toBe('#702600');
    expect(themeFor('#8C2F00').token).toMatchObject({
      colorPrimaryHover: '#702600',
      colorErrorHover: ERROR_HOVER_COLOR,
    });
  });
});
