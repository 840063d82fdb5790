import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local OpenAI-compatible chat server for the `openai` provider's tests: recorded chunks, never the network.

/** How the fake server answers one request. */
export type Reply = (res: ServerResponse) => void | Promise<void>;

export interface Received {
  url: string | undefined;
  headers: IncomingHttpHeaders;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the request body as the SDK sent it
  body: any;
  /** Settles when the connection of this request closes. */
  closed: Promise<void>;
}

const servers: Server[] = [];

/** Closes every fake server started since the last call (each test file's afterEach). */
export async function closeFakeServers() {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

/** An OpenAI-compatible server on 127.0.0.1 that answers with `replies` in turn and records each request. */
export async function fakeOpenAi(...replies: Reply[]) {
  const requests: Received[] = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (part: string) => (raw += part));
    req.on('end', () => {
      const closed = new Promise<void>((resolve) => res.on('close', resolve));
      requests.push({ url: req.url, headers: req.headers, body: JSON.parse(raw || 'null'), closed });
      const reply = replies.shift();
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions' || !reply) res.writeHead(404).end();
      else void reply(res);
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  // `replies` may be added to later: each request takes the next one.
  return { baseURL: `http://127.0.0.1:${port}/v1`, requests, replies };
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export const sseHead = { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' };

/** A streamed completion, a few milliseconds between chunks so they arrive apart, as a provider sends them. */
export const stream =
  (...chunks: object[]): Reply =>
  async (res) => {
    res.writeHead(200, sseHead);
    for (const chunk of chunks) {
      res.write(`data: ${JSON.stringify(chunk)}\n\n`);
      await pause(3);
    }
    res.end('data: [DONE]\n\n');
  };

/** Writes `chunks` and then holds the connection open without another byte. */
export const stall =
  (...chunks: object[]): Reply =>
  (res) => {
    res.writeHead(200, sseHead);
    for (const chunk of chunks) res.write(`data: ${JSON.stringify(chunk)}\n\n`);
  };

export const failure =
  (status: number, error: object, headers: Record<string, string> = {}): Reply =>
  (res) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify({ error }));
  };

/** One chunk of a streamed completion, with the envelope DeepSeek and OpenAI send. */
export const chunk = (delta: object, finishReason: string | null = null) => ({
  id: 'chatcmpl-5b1e0c7a',
  object: 'chat.completion.chunk',
  created: 1767225600,
  model: 'deepseek-chat',
  system_fingerprint: 'fp_8802369eaa_prod0623',
  choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
});
/** The usage chunk that ends a stream, its choices empty. */
export const usage = {
  id: 'chatcmpl-5b1e0c7a',
  object: 'chat.completion.chunk',
  created: 1767225600,
  model: 'deepseek-chat',
  choices: [],
  usage: { prompt_tokens: 812, completion_tokens: 24, total_tokens: 836 },
};
