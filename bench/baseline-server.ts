// Child process: raw node:http answering each path with fixed bytes read from stdin as
// {"/path": {"contentType": "...", "body": "..."}}. Prints {"port": n} once listening.
import http from 'node:http';
import { text } from 'node:stream/consumers';

interface Canned {
  contentType: string;
  body: string;
}

const canned = JSON.parse(await text(process.stdin)) as Record<string, Canned>;
const answers = new Map(
  Object.entries(canned).map(([path, { contentType, body }]) => [path, { contentType, bytes: Buffer.from(body) }]),
);

const server = http.createServer((request, response) => {
  const answer = request.method === 'POST' ? answers.get(request.url ?? '') : undefined;
  request.resume();
  request.on('end', () => {
    if (!answer) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': answer.contentType, 'content-length': answer.bytes.length });
    response.end(answer.bytes);
  });
});

server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`);
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));
