import type { Call } from '@vce/contract/call';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { Preserialized, success } from './envelope';

export interface CallContext<C extends Call> {
  body: z.output<C['request']>;
  /** The caller's id; null for guests (never null on 'user' calls). */
  userId: C['access'] extends 'user' ? number : number | null;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type CallResult<C extends Call> = z.input<C['data']> | Preserialized | Answer<z.input<C['data']>>;

/** Data with a success message the client shows (spec 000 §8: "the server msg is shown"). */
export class Answer<T> {
  constructor(
    readonly data: T,
    readonly message: string,
  ) {}
}

/**
 * Registers one call of the contract: POST at its path, body validated by its zod schema, guests
 * refused with 4001 on 'user' calls, and the result wrapped in the envelope.
 */
export function registerCall<C extends Call>(
  app: FastifyInstance,
  call: C,
  handler: (context: CallContext<C>) => Promise<CallResult<C>> | CallResult<C>,
) {
  app.registeredCalls.add(call.path);
  app.post(call.path, { schema: { body: call.request } }, async (request, reply) => {
    const userId = call.access === 'user' ? await app.auth.requireUserId(request) : await optionalUser(app, request);
    const result = await handler({ body: request.body, userId, request, reply } as CallContext<C>);
    if (result instanceof Preserialized) {
      return reply.type('application/json; charset=utf-8').send(result.envelopeText());
    }
    if (result instanceof Answer) return success(result.data, result.message);
    return success(result ?? null);
  });
}

/** Public calls resolve the user only when a token is sent: guests cost no lookup. */
function optionalUser(app: FastifyInstance, request: FastifyRequest) {
  return request.headers.token ? app.auth.userIdOf(request) : null;
}
