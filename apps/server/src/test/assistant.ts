import { type AskMessage, asstPaths } from '@vce/contract/assistant';
import { EventSource } from 'eventsource';
import type { TestApp } from './harness';

/** The server's address once it listens on a free port (the SSE client needs a real socket). */
export async function listenForStreams(app: TestApp) {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return address;
}

export const queryOf = (params: Record<string, string | number | undefined>) =>
  new URLSearchParams(
    Object.entries(params).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])),
  ).toString();

/**
 * Asks a question as the panel does (EventSource on /asst/chat) and collects the messages until the
 * last one (`stop` or `error`). `stopAfter` closes the stream once that many messages came, as the
 * stop button does.
 */
export function ask(
  base: string,
  params: { prompt: string; token?: string; uuid?: string; session_id?: string; output_format?: string },
  options: { stopAfter?: number } = {},
): Promise<AskMessage[]> {
  const url = `${base}${asstPaths.chat}?${queryOf({ platform: 'pc', output_format: 'html', ...params })}`;
  return new Promise((resolve, reject) => {
    const messages: AskMessage[] = [];
    const source = new EventSource(url);
    const timer = setTimeout(() => finish(new Error(`no last message after ${messages.length}`)), 20_000);
    const finish = (error?: Error) => {
      clearTimeout(timer);
      source.close();
      if (error) reject(error);
      else resolve(messages);
    };
    source.onmessage = (event) => {
      const message = JSON.parse(event.data) as AskMessage;
      messages.push(message);
      if (message.output.finish_reason !== null || messages.length === options.stopAfter) finish();
    };
    source.onerror = () => finish(new Error(`stream broke after ${messages.length} messages`));
  });
}

/** A GET of the assistant's JSON calls, as the panel makes it. */
export async function getAsst(app: TestApp, path: string, params: Record<string, string | number | undefined>) {
  const answer = await app.inject({ method: 'GET', url: `${path}?${queryOf(params)}` });
  return answer.json() as { code: number; msg: string; data: never };
}
