import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider, type MappingAlgorithm } from 'antd';
// The ES module build: antd/locale/zh_CN is CommonJS, which brought its own copies of the
// pickers' locales and CommonJS interop into the shell's first evaluation.
import zhCN from 'antd/es/locale/zh_CN';
import 'antd/dist/antd.css';
import type { ReactNode } from 'react';
import themeMaps from 'virtual:antd-theme-maps';
import { queryClient } from '../shared/query-client';
import { useReducedMotion } from '../shared/reduced-motion';
import { useThemeMode } from '../shared/theme';
import { themeSeed } from './theme-seed';

// The seed's motion passes through: it is the one seed token that changes while the page runs.
const lightAlgorithm: MappingAlgorithm = (seed) => ({ ...themeMaps.light, motion: seed.motion });
const darkAlgorithm: MappingAlgorithm = (seed) => ({ ...themeMaps.dark, motion: seed.motion });

export function AppProviders({ children }: { children: ReactNode }) {
  const mode = useThemeMode();
  const isMotionReduced = useReducedMotion();
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
          // The algorithms' results for the seed below, derived at build time (build/antd-theme-maps.ts).
          algorithm: mode === 'dark' ? darkAlgorithm : lightAlgorithm,
          // antd's opening and closing animations, off for a reader who asked the system for less motion.
          token: { ...themeSeed(mode), motion: !isMotionReduced },
        }}
      >
        {children}
      </ConfigProvider>
    </QueryClientProvider>
  );
}
