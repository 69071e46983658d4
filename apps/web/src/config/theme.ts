import type { ThemeConfig } from 'antd';

/** The storefront's antd theme: the red of Chinese retail, dense corners, CJK fonts first. */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#e4393c',
    colorLink: '#333333',
    colorLinkHover: '#e4393c',
    borderRadius: 2,
    fontFamily: '"Noto Sans CJK SC", "PingFang SC", "Microsoft YaHei", sans-serif',
  },
};
