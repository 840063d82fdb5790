import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pinnedNodeVersion, unsupportedNodeReason } from './node-version';

const rootPackage = JSON.parse(fs.readFileSync(new URL('../../../../package.json', import.meta.url), 'utf8'));
const major = pinnedNodeVersion.split('.')[0];

describe('the supported Node.js line', () => {
  it('is the one package.json engines names', () => {
    expect(rootPackage.engines.node).toBe(`${major}.x`);
  });

  it('is the line these tests run on (npm test brings it)', () => {
    expect(unsupportedNodeReason(process.versions.node)).toBeNull();
  });

  it('accepts any release of the line', () => {
    expect(unsupportedNodeReason(`${major}.0.0`)).toBeNull();
    expect(unsupportedNodeReason(`${major}.99.1`)).toBeNull();
  });

  it('refuses an older or newer line in one line naming the Node needed and the Node found', () => {
    for (const version of ['20.20.2', `${Number(major) + 2}.1.0`]) {
      const reason = unsupportedNodeReason(version);
      expect(reason).toContain(`Node.js ${major} is required`);
      expect(reason).toContain(version);
      expect(reason).not.toContain('\n');
    }
  });
});
