import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { colors } from '@vce/contract/limits';
import { ConfigProvider, theme } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { ReactNode } from 'react';
import { ApiError } from '../shared/api/client';
import { useThemeMode } from '../shared/theme';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A refused call was already shown to the user; retrying it would only repeat the message.
      retry: (failureCount, error) => !(error instanceof ApiError) && failureCount < 2,
      refetchOnWindowFocus: false,
    },
  },
});

export function AppProviders({ children }: { children: ReactNode }) {
  const mode = useThemeMode();
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider
        locale={zhCN}
        theme={{
          algorithm: mode === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm,
          token: {
            // The brand red darkened to #cf3a22 so that text in it meets WCAG AA (4.9:1 on white).
            colorPrimary: '#cf3a22',
            colorError: colors.rise,
            colorSuccess: colors.fall,
            borderRadius: 6,
            // antd's descriptions and captions (45 % black, 3.5:1) and placeholders (25 %, 1.8:1) raised
            // to AA (5.7:1 and 4.7:1).
            ...(mode === 'dark'
              ? {}
              : { colorTextTertiary: 'rgba(0, 0, 0, 0.6)', colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)' }),
          },
          // Orange, volcano and green tags draw their text at 3.3–4.2:1 on their pale fills: one shade
          // darker meets AA (the 模拟行情 label, BBAS directions).
          components: mode === 'dark' ? {} : { Tag: { orange7: '#ad4e00', volcano7: '#ad2102', green7: '#237804' } },
        }}
      >
        {children}
      </ConfigProvider>
    </QueryClientProvider>
  );
}
