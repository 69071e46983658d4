import type { ThemeConfig } from 'antd';
import { BRAND_RED, TEXT_MUTED } from './brand';

/**
 * antd's preset tags write shade 7 on shade 1 (filled, outlined) and white on shade 6 (solid); for these hues
 * that falls under 4.5:1 at the tags' 12 px, so the first darker shade of the same hue that reaches it stands in.
 */
const READABLE_PRESET_SHADES = {
  red6: '#cf1322',
  volcano6: '#d4380d',
  volcano7: '#ad2102',
  orange6: '#ad4e00',
  orange7: '#ad4e00',
  gold6: '#874d00',
  gold7: '#874d00',
  yellow6: '#876800',
  yellow7: '#876800',
  lime6: '#3f6600',
  lime7: '#3f6600',
  green6: '#237804',
  green7: '#237804',
  cyan6: '#006d75',
  cyan7: '#006d75',
  blue6: '#0958d9',
  magenta6: '#c41d7f',
  pink6: '#c41d7f',
} as const;

/** Shades under both of antd's names for them (`orange7`, `orange-7`): the two set one CSS variable, and the later name wins. */
const underBothNames = (shades: Readonly<Record<string, string>>): ThemeConfig['token'] =>
  Object.fromEntries(
    Object.entries(shades).flatMap(([name, colour]) => [
      [name, colour],
      [name.replace(/\d+$/, '-$&'), colour],
    ]),
  );

/** The storefront's antd theme: the red of Chinese retail, dense corners, CJK fonts first. */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: BRAND_RED,
    // Darker on hover, not antd's lighter #db514f, under which white text falls to 4:1.
    colorPrimaryHover: '#b3262a',
    colorLink: '#333333',
    colorLinkHover: BRAND_RED,
    // antd's default secondary greys (45% black) fall under 4.5:1 on its light backgrounds.
    colorTextDescription: TEXT_MUTED,
    colorTextTertiary: TEXT_MUTED,
    // antd's #ff4d4f (danger buttons, error text) reaches 3.3:1 on white.
    colorError: READABLE_PRESET_SHADES.red6,
    borderRadius: 2,
    fontFamily: '"Noto Sans CJK SC", "PingFang SC", "Microsoft YaHei", sans-serif',
    ...underBothNames(READABLE_PRESET_SHADES),
  },
};
