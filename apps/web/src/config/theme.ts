import type { ThemeConfig } from 'antd';
import { BRAND_RED, TEXT_MUTED } from './brand';

/** The storefront's antd theme: the red of Chinese retail, dense corners, CJK fonts first. */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: BRAND_RED,
    colorLink: '#333333',
    colorLinkHover: BRAND_RED,
    // antd's default secondary greys (45% black) fall under 4.5:1 on its light backgrounds.
    colorTextDescription: TEXT_MUTED,
    colorTextTertiary: TEXT_MUTED,
    borderRadius: 2,
    fontFamily: '"Noto Sans CJK SC", "PingFang SC", "Microsoft YaHei", sans-serif',
  },
};
