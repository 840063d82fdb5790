import { QueryClientProvider } from '@tanstack/react-query';
import { colors } from '@vce/contract/limits';
import { ConfigProvider, theme } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { ReactNode } from 'react';
import { queryClient } from '../shared/query-client';
import { useThemeMode } from '../shared/theme';

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
