import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import type { ReactNode } from 'react';
import { theme } from '../config/theme';
import { FeedbackBridge } from './feedback-bridge';

dayjs.locale('zh-cn');

interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

/** antd in Chinese with the store's theme, its App context for message and modal, and TanStack Query. */
export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return (
    <ConfigProvider locale={zhCN} theme={theme}>
      <App>
        <FeedbackBridge />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </App>
    </ConfigProvider>
  );
}
