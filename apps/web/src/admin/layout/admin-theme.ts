import type { ThemeConfig } from 'antd';

/** The console keeps the store's fonts but antd's working blue: an office tool, not the shop window. */
export const adminTheme: ThemeConfig = {
  token: { colorPrimary: '#1677ff', colorLink: '#1677ff', colorLinkHover: '#4096ff', borderRadius: 4 },
};
