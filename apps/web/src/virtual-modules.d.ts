declare module 'virtual:antd-theme-maps' {
  import type { MappingAlgorithm } from 'antd';
  /** antd's map tokens for the site's seed in each theme, derived at build time (build/antd-theme-maps.ts). */
  const maps: Record<'light' | 'dark', ReturnType<MappingAlgorithm>>;
  export default maps;
}
