// Child process: Fastify with @fastify/static serving the files of argv[2] under the URL prefix argv[3],
// as a file server would serve the media our server signs. Prints {"port": n} once listening.
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';

const [root, prefix] = process.argv.slice(2);
if (!root || !prefix) throw new Error('usage: static-baseline-server.ts <root> <prefix>');

const app = Fastify({ logger: false });
await app.register(fastifyStatic, { root, prefix });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`);
process.once('SIGTERM', async () => {
  await app.close();
  process.exit(0);
});
