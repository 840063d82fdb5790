import { randomUUID } from 'node:crypto';
import {
  AskQuery,
  asstPaths,
  ChatFeedbackQuery,
  ChatHistoryQuery,
  ChatInitQuery,
  type AskMessage,
} from '@vce/contract/assistant';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { success } from '../../platform/envelope';
import { AppError } from '../../platform/errors';
import { streamAnswer } from './ask-service';
import { readChatInfo, readHistoryPage, sendFeedback } from './chat-service';
import { createAssistantLlm } from './create-assistant-llm';

/** Proxies close a connection that says nothing for a minute or so: a comment line keeps it open. */
const HEARTBEAT_MS = 15_000;

/**
 * The assistant service of spec 001 §7: GET calls with the token in the query. Registered after the
 * market and BBAS routes, whose calls the assistant reads through `invokeCall`.
 */
export async function assistantRoutes(app: FastifyInstance) {
  const llm = createAssistantLlm(app);
  // Streams under way when the server shuts down end as if their askers stopped them: the answers
  // are kept where they stopped instead of holding the shutdown until they finish.
  const answering = new Set<AbortController>();
  app.addHook('preClose', async () => {
    for (const controller of answering) controller.abort();
  });
  const askerOf = async (query: { token: string; uuid: string }) => ({
    userId: query.token ? await app.auth.userIdOfToken(query.token) : null,
    visitor: query.uuid.trim(),
  });

  app.get(asstPaths.chatInit, { schema: { querystring: ChatInitQuery } }, async (request) => {
    const query = request.query as z.output<typeof ChatInitQuery>;
    return success(await readChatInfo({ app, llm, asker: await askerOf(query) }));
  });

  app.get(asstPaths.chatHistory, { schema: { querystring: ChatHistoryQuery } }, async (request) => {
    const query = request.query as z.output<typeof ChatHistoryQuery>;
    const asker = await askerOf(query);
    return success(await readHistoryPage({ app, asker, ...query }));
  });

  app.get(asstPaths.chatFeedback, { schema: { querystring: ChatFeedbackQuery } }, async (request) => {
    const query = request.query as z.output<typeof ChatFeedbackQuery>;
    const asker = await askerOf(query);
    if (asker.userId === null) throw AppError.needLogin();
    const answer = await sendFeedback({ app, userId: asker.userId, ...query });
    return success(answer.data, answer.message);
  });

  app.get(asstPaths.chat, { schema: { querystring: AskQuery }, compress: false }, async (request, reply) => {
    // A browser's EventSource reconnects by itself when a stream breaks, sending the last message's
    // id: asking again would charge the question twice, and 204 tells it to stop.
    if (request.headers['last-event-id'] !== undefined) return reply.status(204).send();
    const query = request.query as z.output<typeof AskQuery>;
    const abort = new AbortController();
    answering.add(abort);
    const streamId = randomUUID();
    reply.hijack();
    const stream = reply.raw;
    stream.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      // nginx would otherwise buffer the stream and deliver the answer in one piece at the end.
      'x-accel-buffering': 'no',
      'x-content-type-options': 'nosniff',
      // A stream is one question: its connection is not kept for another request, so a stream that
      // ended leaves nothing open for shutdown to wait on.
      connection: 'close',
    });
    const heartbeat = setInterval(() => stream.write(': ping\n\n'), HEARTBEAT_MS);
    // The asker's stop closes the stream: generation stops with it.
    stream.on('close', () => abort.abort());
    const send = (message: AskMessage) => stream.write(`id: ${streamId}\ndata: ${JSON.stringify(message)}\n\n`);
    try {
      await streamAnswer({ app, llm, asker: await askerOf(query), query, signal: abort.signal, send });
    } catch (error) {
      request.log.error({ err: error }, 'assistant stream failed');
    } finally {
      answering.delete(abort);
      clearInterval(heartbeat);
      stream.end();
    }
  });
}
