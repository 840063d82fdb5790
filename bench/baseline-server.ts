// Child process: raw node:http answering each POST with fixed bytes read from stdin as
// {"<path>\n<body>": {"contentType": "...", "contentEncoding": "br" | null, "base64": "..."}}.
// Prints {"port": n} once listening.
import http from 'node:http';
import { text } from 'node:stream/consumers';
import { type Canned, requestKey } from './scenarios';

const canned = JSON.parse(await text(process.stdin)) as Canned;
const answers = new Map(
  Object.entries(canned).map(([key, { contentType, contentEncoding, base64 }]) => [
    key,
    {
      bytes: Buffer.from(base64, 'base64'),
      headers: {
        'content-type': contentType,
        ...(contentEncoding ? { 'content-encoding': contentEncoding, vary: 'accept-encoding' } : {}),
      },
    },
  ]),
);

const server = http.createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const key = requestKey(request.url ?? '', Buffer.concat(chunks).toString());
    const answer = request.method === 'POST' ? answers.get(key) : undefined;
    if (!answer) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { ...answer.headers, 'content-length': answer.bytes.length });
    response.end(answer.bytes);
  });
});

server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`);
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));
