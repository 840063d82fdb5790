import type { Plugin } from 'vite';

/**
 * Parts of antd components the site never uses, which antd imports whether a page uses them or not:
 * a Card brought the whole of Tabs (with its Dropdown and Menu, for the overflowing tabs of a card's
 * `tabList`), an Avatar brought Popover and Tooltip (for `Avatar.Group`'s overflow). Most pages draw
 * a card or an avatar, so each first load carried them: about 45 KiB and five requests. The build
 * stands a stub in for each import; a test holds that the site uses none of them, and the build
 * stops if antd's code no longer reads as written here (an upgrade is then looked at again).
 */
export const unusedParts = [
  {
    module: '/antd/es/card/Card.js',
    importLine: "import Tabs from '../tabs';",
    name: 'Tabs',
    usage: /\btabList\b|\bactiveTabKey\b|\bonTabChange\b/,
    what: "Card's tabList",
  },
  {
    module: '/antd/es/avatar/index.js',
    importLine: "import AvatarGroup from './AvatarGroup';",
    name: 'AvatarGroup',
    usage: /Avatar\.Group\b/,
    what: 'Avatar.Group',
  },
] as const;

/** The module's code with the part's import replaced by a stub that says why, if it is ever drawn. */
export function withoutUnusedPart(code: string, part: (typeof unusedParts)[number]): string | null {
  if (!code.includes(part.importLine)) return null;
  const stub = `const ${part.name} = () => { throw new Error(${JSON.stringify(
    `${part.what} is left out of the build (apps/web/build/antd-unused-parts.ts)`,
  )}); };`;
  return code.replace(part.importLine, stub);
}

export function antdUnusedParts(): Plugin {
  return {
    name: 'vce-antd-unused-parts',
    enforce: 'pre',
    transform(code, id) {
      const part = unusedParts.find((each) => id.split('?')[0]!.endsWith(each.module));
      if (!part) return null;
      const changed = withoutUnusedPart(code, part);
      if (changed === null) this.error(`${id} no longer imports ${part.name} as "${part.importLine}"`);
      return { code: changed, map: null };
    },
  };
}
