import http, {
  type IncomingHttpHeaders,
  type IncomingMessage,
  type RequestListener,
  type ServerResponse,
} from 'node:http';
import type { FastifyServerOptions } from 'fastify';
import type { Logger } from 'pino';
import { encodingOf } from './compression';
import type { Preserialized } from './envelope';

/**
 * A hot read's answer to a request, given its token and its small JSON body (undefined when it has
 * none), when it has one at hand without waiting (a cached answer, a cached token); `undefined`
 * sends the request on to Fastify.
 */
export type LaneAnswer = (token: string | undefined, body: Buffer | undefined) => Preserialized | undefined;

/** Bodies up to this size are read by the lane: a feed's page or a chart's query, never an upload. */
const LANE_BODY_BYTES = 1024;

/**
 * The hot reads' own lane, in front of Fastify on the node:http server. Fastify's own request path
 * (its request and reply objects, routing, body parsing, reply headers) costs a bare one-route
 * Fastify a tenth of raw node:http's throughput and our hot reads more on a slower machine; the
 * issue holds them at 0.85 of raw (bench/). The lane answers a registered call's cached answer
 * straight from the listener, for the requests every page makes: POST to the exact path, no body or
 * a small JSON one (a guest's feed page, issue 38). Anything else, and any answer not at hand, goes
 * to Fastify, which answers it as always.
 */
export function createHotLane(log: () => Logger, nextRequestId: () => string) {
  const answers = new Map<string, LaneAnswer>();
  let open = true;
  let answered = 0;

  /** Writes the answer, or says it has none (the request then goes to Fastify untouched). */
  function serve(answer: LaneAnswer, body: Buffer | undefined, request: IncomingMessage, response: ServerResponse) {
    const { token } = request.headers;
    const cached = answer(typeof token === 'string' ? token : undefined, body);
    if (!cached) return false;
    const { bytes, encoding } = cached.envelopeBytes(encodingOf(request.headers));
    response.writeHead(200, encoding ? compressedHeaders(encoding, bytes.length) : plainHeaders(bytes.length));
    response.end(bytes);
    answered++;
    // The access log Fastify would have written, when the log is that detailed.
    const logger = log();
    if (logger.isLevelEnabled('info')) {
      logger.info(
        { reqId: nextRequestId(), req: { method: 'POST', url: request.url }, res: { statusCode: 200 } },
        'hot read answered',
      );
    }
    return true;
  }

  function listener(fastify: RequestListener): RequestListener {
    return (request, response) => {
      const answer = open && request.method === 'POST' ? answers.get(request.url ?? '') : undefined;
      const length = answer ? laneBodyLength(request.headers) : undefined;
      if (length === 0) {
        if (!serve(answer!, undefined, request, response)) fastify(request, response);
      } else if (length !== undefined) {
        // A small body comes in the headers' packet: once Node has parsed that, all of it is here
        // to be read, and put back for Fastify to read if Fastify is to answer after all.
        process.nextTick(() => {
          const body: Buffer | null = request.readableLength === length ? request.read() : null;
          if (body && serve(answer!, body, request, response)) return;
          if (body) request.unshift(body);
          fastify(request, response);
        });
      } else {
        fastify(request, response);
      }
    };
  }

  return {
    /** Serves `path` from `answer` whenever it has one at hand. */
    add(path: string, answer: LaneAnswer) {
      answers.set(path, answer);
    },
    /** How many requests the lane has answered (/healthz says it). */
    get answered() {
      return answered;
    },
    /** From shutdown on, Fastify answers everything (with its 503 while closing). */
    close() {
      open = false;
    },
    /** Fastify's `serverFactory`: the node:http server Fastify would create, the lane first. */
    serverFactory(fastify: RequestListener, options: FastifyServerOptions) {
      const server = http.createServer(listener(fastify));
      server.keepAliveTimeout = options.keepAliveTimeout ?? 72_000;
      server.requestTimeout = options.requestTimeout ?? 0;
      server.setTimeout(options.connectionTimeout ?? 0);
      return server;
    },
  };
}

export type HotLane = ReturnType<typeof createHotLane>;

/** The length of a request's body when the lane may read it (0: none), or undefined when it is Fastify's. */
function laneBodyLength(headers: IncomingHttpHeaders): number | undefined {
  const type = headers['content-type'];
  // Fastify refuses other types (415), even without a body.
  const jsonOrNone = type === undefined || type === 'application/json' || type.startsWith('application/json;');
  if (!jsonOrNone || headers['transfer-encoding'] !== undefined) return undefined;
  const length = Number(headers['content-length'] ?? 0);
  if (length === 0) return 0;
  return type !== undefined && Number.isInteger(length) && length <= LANE_BODY_BYTES ? length : undefined;
}

// The headers Fastify sends with a Preserialized answer (calls.ts), as one array each: Node's
// writeHead takes a flat array without copying it into an object.
const plainHeaders = (length: number) => [
  'content-type',
  'application/json; charset=utf-8',
  'x-content-type-options',
  'nosniff',
  'content-length',
  String(length),
];

const compressedHeaders = (encoding: string, length: number) => [
  ...plainHeaders(length),
  'content-encoding',
  encoding,
  'vary',
  'accept-encoding',
];
