import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { unusedParts, withoutUnusedPart } from './antd-unused-parts';
import { webSourceFiles } from './web-sources';

const installed = (module: string) => fs.readFileSync(fileURLToPath(import.meta.resolve(module.slice(1))), 'utf8');

describe('antd parts left out of the build', () => {
  it.each(unusedParts)('$what: the site never uses it', (part) => {
    const users = webSourceFiles().filter((file) => part.usage.test(fs.readFileSync(file, 'utf8')));
    expect(users).toEqual([]);
  });

  it.each(unusedParts)("$what: antd's code still imports it as the build expects, and the stub stands in", (part) => {
    const code = installed(part.module);
    const changed = withoutUnusedPart(code, part);
    expect(changed).not.toBeNull();
    expect(changed).not.toContain(part.importLine);
    expect(changed).toContain(`const ${part.name} = () => { throw new Error(`);
  });
});
