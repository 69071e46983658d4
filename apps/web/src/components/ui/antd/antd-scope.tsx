/**
 * antd in Chinese under the store's theme, for the parts of a page that use it. The shell and the pages a first
 * visit opens (home, listings, goods) draw without antd, so it loads with the first page, popup or message that needs
 * it; each such part is wrapped in a scope (lazy-antd.tsx), and the scopes share antd's style cache.
 */
import { ConfigProvider } from 'antd';
import AppContext, { type useAppProps } from 'antd/es/app/context';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useEffect, type ReactNode } from 'react';
import { theme } from '../../../config/theme';
import { message, modal, notification } from '../../../lib/http/feedback';
import { useFeedbackHost } from '../../../lib/http/feedback-host-state';

dayjs.locale('zh-cn');

export const Themed = ({ children }: { children: ReactNode }) => (
  <ConfigProvider locale={zhCN} theme={theme}>
    {children}
  </ConfigProvider>
);

// App.useApp() in a scope answers with the host's, through lib/http/feedback (antd's own types, which return handles
// to a toast or dialog: no caller uses them).
const hostForwarders = { message, notification, modal } as unknown as useAppProps;

export function AntdScope({ children }: { children: ReactNode }) {
  // antd is loaded by now: the host mounts at once, so the part's first toast or dialog does not wait for it.
  useEffect(() => useFeedbackHost.setState({ wanted: true }), []);
  return (
    <Themed>
      <AppContext.Provider value={hostForwarders}>{children}</AppContext.Provider>
    </Themed>
  );
}
