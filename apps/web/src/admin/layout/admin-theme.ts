import type { ThemeConfig } from 'antd';

/**
 * The console keeps the store's fonts but antd's working blue: an office tool, not the shop window. Its
 * 7th shade rather than the 6th (#1677ff), which reaches only 4.1:1 under white text and as text on white;
 * hover darkens to the 8th, as antd's lighter hover would fall under it again.
 */
export const adminTheme: ThemeConfig = {
  token: { colorPrimary: '#0958d9', colorPrimaryHover: '#003eb3', colorLink: '#0958d9', colorLinkHover: '#003eb3', borderRadius: 4 },
};
