import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const webSource = fileURLToPath(new URL('../src', import.meta.url));

/** The web app's TypeScript sources (for the build's tests of what the site uses). */
export function webSourceFiles(dir = webSource): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return webSourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}
