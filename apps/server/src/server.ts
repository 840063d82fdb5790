import { unsupportedNodeReason } from './platform/node-version';

// Checked before the app and its dependencies load: an older Node stops here with one line.
const nodeProblem = unsupportedNodeReason(process.versions.node);
if (nodeProblem) {
  process.stderr.write(`vce: ${nodeProblem}\n`);
  process.exit(1);
}

const { buildApp } = await import('./app');
const { ConfigError, loadConfig } = await import('./platform/config');

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`vce: ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const app = await buildApp({ config });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  await app.listen({ host: config.HOST, port: config.PORT });
  app.log.info({ node: process.version }, `vce serving on Node.js ${process.version}`);
}

main().catch((error) => {
  process.stderr.write(`vce: failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
