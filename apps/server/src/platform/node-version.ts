import fs from 'node:fs';

/**
 * The Node.js line the server runs on: the major version of the repository's `.node-version` (the same
 * file `npm start` fetches the pinned release from). server.ts checks it before loading anything else,
 * so an older Node stops with one line instead of a stack from a dependency that needs a newer one.
 */
export const pinnedNodeVersion = fs.readFileSync(new URL('../../../../.node-version', import.meta.url), 'utf8').trim();
const supportedMajor = Number(pinnedNodeVersion.split('.')[0]);

/** Why this Node cannot run the server, or null when it is the supported line. */
export function unsupportedNodeReason(version: string): string | null {
  if (Number(version.split('.')[0]) === supportedMajor) return null;
  return `Node.js ${supportedMajor} is required (this is ${version}); \`npm start\` brings it (.node-version: ${pinnedNodeVersion})`;
}
