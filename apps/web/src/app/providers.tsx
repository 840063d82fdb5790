import { QueryClientProvider } from '@tanstack/react-query';
import { colors } from '@vce/contract/limits';
import { ConfigProvider, theme } from 'antd';
// The ES module build: antd/locale/zh_CN is CommonJS, which brought its own copies of the
// pickers' locales and CommonJS interop into the shell's first evaluation.
import zhCN from 'antd/es/locale/zh_CN';
import 'antd/dist/antd.css';
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
          // Components' styles come from antd's stylesheet (imported above), not made while rendering,
          // which was most of the pages' blocking time on a slow machine (docs/decisions.md). The tokens
          // below still apply, as the CSS variables the stylesheet reads; component tokens do not
          // (styles.css sets those).
          zeroRuntime: true,
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
        }}
      >
        {children}
      </ConfigProvider>
    </QueryClientProvider>
  );
}
