import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { componentsNotDrawn, withoutComponentsNotDrawn } from './antd-stylesheet';
import { webSourceFiles } from './web-sources';

/** Every name the web app imports from antd (`import { A, type B, C as D } from 'antd'`). */
function antdImports() {
  const names = new Set<string>();
  for (const file of webSourceFiles()) {
    const source = fs.readFileSync(file, 'utf8');
    for (const [, list = ''] of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'antd'/g)) {
      for (const part of list.split(',')) {
        const name = part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0];
        if (name) names.add(name);
      }
    }
  }
  return names;
}

describe("antd's stylesheet as built", () => {
  it('leaves out only components the web app never imports', () => {
    const imported = antdImports();
    expect(imported.has('Button'), 'the scan finds imports').toBe(true);
    expect(Object.keys(componentsNotDrawn).filter((name) => imported.has(name))).toEqual([]);
  });

  it('drops the rules of components not drawn, and keeps every other selector', () => {
    const css = [
      '.ant-picker{color:red}',
      '.ant-picker-panel .ant-btn{color:red}',
      '.ant-btn,.ant-dropdown-menu{color:blue}',
      '.ant-select-dropdown{color:green}',
      '.ant-col{flex:1}',
      '@media (min-width: 576px){.ant-col-sm-12{width:50%}}',
      '.ant-form-item .ant-switch{color:red}',
    ].join('\n');
    const kept = withoutComponentsNotDrawn(css);
    expect(kept).not.toContain('picker');
    expect(kept).not.toContain('dropdown-menu');
    expect(kept).not.toContain('@media');
    expect(kept).not.toContain('switch');
    expect(kept).toContain('.ant-btn{color:blue}');
    expect(kept).toContain('.ant-select-dropdown{color:green}');
    expect(kept).toContain('.ant-col{flex:1}');
  });

  it("keeps what antd's own stylesheet has for the components drawn, at two thirds of its size", () => {
    const full = fs.readFileSync(fileURLToPath(import.meta.resolve('antd/dist/antd.css')), 'utf8');
    const kept = withoutComponentsNotDrawn(full);
    for (const selector of [
      '.ant-btn',
      '.ant-select-dropdown',
      '.ant-tooltip',
      '.ant-message',
      '.ant-form-item',
      '.ant-otp',
    ]) {
      expect(kept, selector).toContain(selector);
    }
    expect(kept).not.toContain('.ant-picker');
    expect(kept.length).toBeLessThan(full.length * 0.7);
  });
});
