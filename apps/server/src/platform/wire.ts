import formbody from '@fastify/formbody';
import { Code } from '@vce/contract/codes';
import { msg } from '@vce/contract/messages';
import { explainIssue } from '@vce/contract/validation';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodType } from 'zod';
import { envelope } from './envelope';
import { AppError } from './errors';

/** Paths of the wire: anything under them that matches no route answers 404 with the envelope. */
const apiPrefixes = ['/api/', '/vce_gm/', '/javactp/', '/service/', '/asst/', '/ws/'];
const isApiPath = (url: string) => apiPrefixes.some((prefix) => url.startsWith(prefix));

function isEmptyBody(data: unknown) {
  if (data === null || data === undefined) return true;
  if (typeof data !== 'object') return false;
  for (const _key in data) return false;
  return true;
}

/**
 * The wire contract of DESIGN.md §3: JSON and form bodies, zod validation with a Chinese message
 * naming the field, and every failure answered with the {code,msg,time,data} envelope.
 */
export const wirePlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(formbody);

    const parseJson = app.getDefaultJsonParser('error', 'error');
    // The wire takes JSON and form bodies only: anything else is 415, not a confusing code 0.
    app.removeContentTypeParser(['application/json', 'text/plain']);
    // Clients often send an empty body, or `{}`, with a JSON content type for calls that take no
    // payload (most hot reads): those need no parser.
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      if (body === '' || body === undefined || body === '{}') return done(null, {});
      parseJson(request, body as string, done);
    });

    app.setValidatorCompiler(({ schema }) => {
      const zodSchema = schema as ZodType;
      const validate = (data: unknown) => {
        const parsed = zodSchema.safeParse(data, { reportInput: true });
        if (parsed.success) return { value: parsed.data };
        const first = parsed.error.issues[0];
        return { error: new Error(first ? explainIssue(first, zodSchema) : msg.invalidParams) };
      };
      // Most calls arrive with an empty body ({}): its result never changes, so it is computed once.
      // Handlers treat their input as read-only.
      let emptyBodyResult: ReturnType<typeof validate> | undefined;
      return (data: unknown) => (isEmptyBody(data) ? (emptyBodyResult ??= validate({})) : validate(data));
    });

    app.setErrorHandler((error: FastifyError, request, reply) => sendError(error, request, reply));
    app.setNotFoundHandler(async (request, reply) => {
      const isPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url);
      if (isPage && (await app.sendSpaPage(reply))) return reply;
      return reply
        .status(404)
        .headers({ 'x-request-id': request.id, 'x-content-type-options': 'nosniff' })
        .send(envelope(Code.FAIL, msg.notFound, null));
    });
  },
  { name: 'wire' },
);

function sendError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  // Failures carry their request id, so a user's report can be matched with the log.
  reply.header('x-request-id', request.id).header('x-content-type-options', 'nosniff');
  if (error instanceof AppError) {
    return reply.status(error.statusCode).send(envelope(error.code, error.message, error.data));
  }
  if (error.code === 'FST_ERR_VALIDATION') {
    return reply.status(200).send(envelope(Code.FAIL, error.message, null));
  }
  const status = error.statusCode ?? 500;
  if (status === 413) return reply.status(413).send(envelope(Code.FAIL, msg.tooLarge, null));
  if (status === 429) return reply.status(429).send(envelope(Code.FAIL, msg.tooManyRequests, null));
  if (status >= 400 && status < 500) {
    request.log.info({ err: error }, 'rejected malformed request');
    return reply.status(status).send(envelope(Code.FAIL, msg.badRequest, null));
  }
  request.log.error({ err: error }, 'unexpected error');
  return reply
    .status(500)
    .send(envelope(Code.FAIL, `${msg.serverError}（请求编号 ${request.id}）`, { request_id: request.id }));
}
