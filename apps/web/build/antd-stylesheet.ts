import postcss from 'postcss';
import type { Plugin } from 'vite';

/**
 * antd components the site never draws, by the class prefixes of their styles. None is imported
 * from 'antd' (a test holds that), and none is drawn inside the components the site does import.
 */
export const componentsNotDrawn: Record<string, string[]> = {
  DatePicker: ['picker'],
  TimePicker: ['picker'],
  Calendar: ['picker', 'calendar'],
  Tree: ['tree'],
  TreeSelect: ['tree', 'select-tree'],
  Cascader: ['cascader'],
  Image: ['image'],
  Drawer: ['drawer'],
  Tour: ['tour'],
  Transfer: ['transfer'],
  Splitter: ['splitter'],
  Timeline: ['timeline'],
  FloatButton: ['float-btn'],
  ColorPicker: ['color-picker'],
  Dropdown: ['dropdown'],
  // Its popover's styles stay: the emoji picker is a Popover.
  Popconfirm: ['popconfirm'],
  Switch: ['switch'],
  Typography: ['typography'],
  Divider: ['divider'],
  Layout: ['layout'],
  Breadcrumb: ['breadcrumb'],
  Anchor: ['anchor'],
  Affix: ['affix'],
  Masonry: ['masonry'],
  Watermark: ['watermark'],
  // Row and Col with spans: Form draws its rows and columns without any.
  Row: ['col-xs', 'col-sm', 'col-md', 'col-lg', 'col-xl', 'col-xxl', 'col-offset', 'col-push', 'col-pull', 'col-order'],
  Col: ['col-xs', 'col-sm', 'col-md', 'col-lg', 'col-xl', 'col-xxl', 'col-offset', 'col-push', 'col-pull', 'col-order'],
};

const prefixes = [...new Set(Object.values(componentsNotDrawn).flat())];
// A class of the component or of its parts (`.ant-picker`, `.ant-picker-panel`, `.ant-col-xs-12`);
// each prefix follows `.ant-` directly, so `.ant-select-dropdown` is not the Dropdown's.
const notDrawn = new RegExp(`\\.ant-(?:${prefixes.join('|')})(?![a-z])`);

/** antd's stylesheet without the rules that style only components the site never draws. */
export function withoutComponentsNotDrawn(css: string): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    const kept = rule.selectors.filter((selector) => !notDrawn.test(selector));
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  root.walkAtRules((atRule) => {
    if (atRule.nodes?.length === 0) atRule.remove();
  });
  return root.toString();
}

/**
 * antd's stylesheet (zero-runtime mode, app/providers.tsx) holds every component; it blocks the first
 * paint, so the build leaves out what the site never draws (a third of it, docs/decisions.md).
 */
export function antdStylesheet(): Plugin {
  return {
    name: 'vce-antd-stylesheet',
    enforce: 'pre',
    transform(code, id) {
      return id.endsWith('/antd/dist/antd.css') ? { code: withoutComponentsNotDrawn(code), map: null } : null;
    },
  };
}
