/**
 * antd in Chinese under the store's theme, for the parts of a page that use it. The shell and the pages a first
 * visit opens (home, listings, goods) draw without antd, so it loads with the first page, popup or message that needs
 * it; each such part is wrapped in a scope (lazy-antd.tsx), and the scopes share antd's style cache.
 */
import { App, ConfigProvider } from 'antd';
import AppContext, { type useAppProps } from 'antd/es/app/context';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useEffect, type ReactNode } from 'react';
import { theme } from '../../../config/theme';
import { message, modal, notification } from '../../../lib/http/feedback';
import { setFeedbackHost, useFeedbackHost } from '../../../lib/http/feedback-host';

dayjs.locale('zh-cn');

const Themed = ({ children }: { children: ReactNode }) => (
  <ConfigProvider locale={zhCN} theme={theme}>
    {children}
  </ConfigProvider>
);

function HandOver() {
  const api = App.useApp();
  useEffect(() => {
    setFeedbackHost(api);
    return () => setFeedbackHost(undefined);
  }, [api]);
  return null;
}

/**
 * antd's App, once for the whole app (app/providers.tsx mounts it with the first message): it holds every toast and
 * dialog, so one outlives the page or popup that showed it, and they stack in one place.
 */
export function FeedbackHost() {
  return (
    <Themed>
      <App component={false}>
        <HandOver />
      </App>
    </Themed>
  );
}

// App.useApp() in a scope answers with the host's, through lib/http/feedback (antd's own types, which return handles
// to a toast or dialog: no caller uses them).
const hostForwarders = { message, notification, modal } as unknown as useAppProps;

export function AntdScope({ children }: { children: ReactNode }) {
  // antd is here already: the host mounts now, so the part's first toast does not wait for it.
  useEffect(() => useFeedbackHost.setState({ wanted: true }), []);
  return (
    <Themed>
      <AppContext.Provider value={hostForwarders}>{children}</AppContext.Provider>
    </Themed>
  );
}
