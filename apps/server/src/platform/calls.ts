import type { Call } from '@vce/contract/call';
import { noBody } from '@vce/contract/validation';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import type { z } from 'zod';
import { encodingOf } from './compression';
import { Preserialized, success } from './envelope';
import { AppError } from './errors';

export interface CallContext<C extends Call> {
  body: z.output<C['request']>;
  /** The caller's id; null for guests (never null on 'user' calls). */
  userId: C['access'] extends 'user' ? number : number | null;
  /** The caller's token as sent (the `token` header), for answers that carry it back. */
  token: string | undefined;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type CallResult<C extends Call> = z.input<C['data']> | Preserialized | Answer<z.input<C['data']>> | Download;

/**
 * A file answered instead of the envelope (a console export), sent as it is made: the body is a
 * stream, so a long list is never held whole. Refusals before it still answer the envelope.
 */
export class Download {
  constructor(
    readonly fileName: string,
    readonly contentType: string,
    readonly body: Readable,
  ) {}
}

/** Data with a success message the client shows (spec 000 §8: "the server msg is shown"). */
export class Answer<T> {
  constructor(
    readonly data: T,
    readonly message: string,
  ) {}
}

/**
 * Registers one call of the contract: POST at its path, body validated by its zod schema, guests
 * refused with 4001 on 'user' calls, and the result wrapped in the envelope. A `rateLimit` caps the
 * requests per client IP (rate-limit.ts). `preserialized` says the handler always answers a
 * `Preserialized`, which brings its own compressed bytes: the stream compressor's hook is then left
 * off the route (a few per cent of a hot read's throughput, see bench/), and the call's answers at
 * hand go out by the hot lane (hot-lane.ts), which runs the handler without request and reply.
 * `hotWhenAtHand` puts a call whose handler answers a `Preserialized` only sometimes (a guest's
 * cached page) on the lane, the compressor kept for its other answers.
 * `uncompressed` leaves the compressor off a call whose answers are a few KB and asked for at a
 * steady pace: a brotli stream per answer cost a drill's reveal its p99 (81 ms against 12–15 ms
 * without, bench/learning-group.ts) for a kilobyte or two saved.
 */
export function registerCall<C extends Call>(
  app: FastifyInstance,
  call: C,
  handler: (context: CallContext<C>) => Promise<CallResult<C>> | CallResult<C>,
  options: { rateLimit?: RateLimit; preserialized?: boolean; hotWhenAtHand?: boolean; uncompressed?: boolean } = {},
) {
  app.registeredCalls.set(call.path, (body, userId) =>
    handler({ body, userId, token: undefined, request: undefined, reply: undefined } as unknown as CallContext<C>),
  );
  // The lane answers without Fastify's hooks: a call with a budget per IP is always Fastify's.
  if ((options.preserialized || options.hotWhenAtHand) && !options.rateLimit) addToHotLane(app, call, handler);
  // A call that takes no body skips validation altogether: whatever is sent is ignored.
  const schema = call.request === noBody ? undefined : { body: call.request };
  const answer = (request: FastifyRequest, reply: FastifyReply, userId: number | null) => {
    if (userId === null && call.access === 'user') throw AppError.needLogin();
    const token = typeof request.headers.token === 'string' ? request.headers.token : undefined;
    return respond(reply, handler({ body: request.body, userId, token, request, reply } as CallContext<C>));
  };
  // Synchronous where it can be: a call to a cached answer, by a guest or with a cached token, costs no
  // promise hops and no closure.
  const config = options.rateLimit ? { rateLimit: options.rateLimit } : undefined;
  const compress = options.preserialized || options.uncompressed ? false : undefined;
  app.post(call.path, { schema, config, compress }, (request, reply) => {
    const userId = request.headers.token ? app.auth.userIdOf(request) : null;
    return isThenable(userId) ? userId.then((id) => answer(request, reply, id)) : answer(request, reply, userId);
  });
}

/**
 * The call's answer by the hot lane, when the caller's token and the answer are both at hand. The
 * body is read as Fastify reads it (JSON, then the call's schema); a body it refuses, and a request
 * the lane cannot answer, go to Fastify, which runs the handler again: a load it began is shared
 * (cachedAnswer, shortCache, the user cache), and its failure is Fastify's to answer.
 */
function addToHotLane<C extends Call>(
  app: FastifyInstance,
  call: C,
  handler: (context: CallContext<C>) => Promise<CallResult<C>> | CallResult<C>,
) {
  const bodyOf = laneBodyReader(call);
  app.hotLane.add(call.path, (token, raw) => {
    const body = bodyOf(raw);
    if (!body) return undefined;
    const userId = token ? app.auth.userIdOfToken(token) : null;
    if (isThenable(userId) || (userId === null && call.access === 'user')) return undefined;
    try {
      const context = { body: body.data, userId, token, request: undefined, reply: undefined };
      const result = handler(context as unknown as CallContext<C>);
      if (result instanceof Preserialized) return result;
      if (result instanceof Promise) result.catch(() => {});
    } catch {
      // Fastify runs it again and answers the error.
    }
    return undefined;
  });
}

/**
 * A call's body as the lane reads it: `{ data }` as the handler takes it, or undefined for a body
 * Fastify is to refuse. An empty body is read as `{}`. The last body read is remembered: the pages
 * of a busy feed are asked for with the same few bodies.
 */
function laneBodyReader(call: Call) {
  let lastRaw: Buffer | undefined;
  let last: { data: unknown } | undefined;
  const read = (raw: Buffer | undefined): { data: unknown } | undefined => {
    let json: unknown = {};
    try {
      if (raw) json = JSON.parse(raw.toString());
    } catch {
      return undefined;
    }
    // A call that takes no body ignores whatever is sent, once it is JSON.
    if (call.request === noBody) return { data: undefined };
    const parsed = call.request.safeParse(json);
    // Frozen: the remembered body is handed to every request that sent the same bytes.
    return parsed.success ? { data: Object.freeze(parsed.data) } : undefined;
  };
  return (raw: Buffer | undefined) => {
    if (raw && lastRaw?.equals(raw)) return last;
    last = read(raw);
    lastRaw = raw;
    return last;
  };
}

/** A registered call's handler as `invokeCall` runs it: no request or reply. */
export type LocalCallHandler = (body: unknown, userId: number | null) => unknown;

/**
 * Runs a registered call in-process and gives its data as a client would read it: the assistant
 * reads the site's figures through the very handlers the pages call, so an answer's figures equal
 * the page's. Only for calls whose handler reads nothing but the body and the caller.
 */
export async function invokeCall<C extends Call>(
  app: FastifyInstance,
  call: C,
  body: z.input<C['request']>,
  userId: number | null = null,
): Promise<z.output<C['data']>> {
  const handler = app.registeredCalls.get(call.path);
  if (!handler) throw new Error(`${call.path} is not registered`);
  const result = await handler(call.request === noBody ? undefined : call.request.parse(body), userId);
  if (result instanceof Preserialized) return JSON.parse(result.json) as z.output<C['data']>;
  if (result instanceof Answer) return result.data as z.output<C['data']>;
  return result as z.output<C['data']>;
}

/**
 * A route's budget of requests in a window of ms, per client IP (the proxy's X-Forwarded-For with
 * TRUST_PROXY) or per what `keyGenerator` names (a signed-in caller's token).
 */
interface RateLimit {
  max: number;
  timeWindow: number;
  keyGenerator?: (request: FastifyRequest) => string;
}

function respond<T>(reply: FastifyReply, result: Promise<T> | T): FastifyReply | Promise<FastifyReply> {
  // Set with the reply's own headers: a header set on the raw response earlier costs Node's
  // writeHead its fast path (~10 % of a hot call's CPU, see bench/).
  reply.header('x-content-type-options', 'nosniff');
  // Drizzle queries are thenables, not Promises.
  if (isThenable(result)) return Promise.resolve(result).then((settled) => respond(reply, settled));
  if (result instanceof Preserialized) {
    const { bytes, encoding } = result.envelopeBytes(encodingOf(reply.request.headers));
    if (encoding) reply.header('content-encoding', encoding).header('vary', 'accept-encoding');
    return reply.type('application/json; charset=utf-8').send(bytes);
  }
  if (result instanceof Answer) return reply.send(success(result.data, result.message));
  if (result instanceof Download)
    return reply
      .type(result.contentType)
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(result.fileName)}`)
      .header('cache-control', 'no-store')
      .send(result.body);
  return reply.send(success(result ?? null));
}

const isThenable = <T>(value: Promise<T> | T): value is Promise<T> =>
  typeof (value as { then?: unknown } | null)?.then === 'function';
