// Child process: our real server on an embedded database in the directory given as argv[2].
// Prints {"port": n} once listening; closes cleanly on SIGTERM.
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/platform/config';

const pgliteDir = process.argv[2];
if (!pgliteDir) throw new Error('usage: app-server.ts <pglite dir>');

// Development mode only allows the builtin SMS and captcha providers; nothing on the measured paths depends on it.
const config = loadConfig({ NODE_ENV: 'development', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent' });
const app = await buildApp({ config, pgliteDir });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`);

process.once('SIGTERM', async () => {
  await app.close();
  process.exit(0);
});
