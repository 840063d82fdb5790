// Child process: raw node:http answering every GET of the assistant's stream with one recorded answer
// of ours, read from stdin as an `SseRecording`: our response headers, then each message framed as ours
// frames it (`id: …\ndata: …\n\n`), the first at once and one more per setImmediate turn, as ours sends
// at most one per turn of its event loop; the response ends with the last, as ours does. The frames
// are built once, so a stream costs nothing beyond writing the same bytes ours sends.
// Prints {"port": n} once listening.
import http from 'node:http';
import { text } from 'node:stream/consumers';
import { asstPaths } from '@vce/contract/assistant';

/** One answer of ours as it went on the wire. */
export interface SseRecording {
  /** Our response headers but those node:http adds by itself (date, transfer-encoding). */
  headers: Record<string, string | string[]>;
  /** The stream's id (ours is a UUID per stream: the same length every time). */
  id: string;
  /** Each message's `data:` payload, an AskMessage's JSON text, in order; the last says `stop`. */
  data: string[];
}

const recording = JSON.parse(await text(process.stdin)) as SseRecording;
const frames = recording.data.map((data) => Buffer.from(`id: ${recording.id}\ndata: ${data}\n\n`));

const server = http.createServer((request, response) => {
  if (request.method !== 'GET' || request.url?.split('?')[0] !== asstPaths.chat) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, recording.headers);
  let next = 0;
  const writeNext = () => {
    // The asker left: nothing more to write, as ours stops generating.
    if (response.destroyed) return;
    const frame = frames[next++];
    if (next >= frames.length) response.end(frame);
    else {
      response.write(frame);
      setImmediate(writeNext);
    }
  };
  writeNext();
});

server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`);
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));
