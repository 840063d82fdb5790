import { type AskMessage, asstPaths } from '@vce/contract/assistant';
import { api } from '../../../shared/api/api';
import { asstUrl } from './asst-get';

export interface AskHandlers {
  /** Every message: the whole answer so far; the last one ends with finish_reason stop or error. */
  onMessage(message: AskMessage): void;
  /** The stream broke off before its end (network, server gone): logged only (spec 001 §4). */
  onBroken(): void;
}

/**
 * Asks one question over the server-sent-event stream of GET /asst/chat and answers the function
 * that stops it. Closing the stream is also how the user stops an answer: the server then keeps the
 * answer where it stopped. The stream closes itself at the end, so the browser never reconnects.
 */
export function openAskStream(query: { prompt: string; sessionId: string }, handlers: AskHandlers): () => void {
  const source = new EventSource(
    asstUrl(asstPaths.chat, {
      prompt: query.prompt,
      session_id: query.sessionId,
      platform: 'pc',
      output_format: 'html',
    }),
  );
  let isOpen = true;
  const close = () => {
    isOpen = false;
    source.close();
  };
  source.onmessage = (event: MessageEvent<string>) => {
    if (!isOpen) return;
    let message: AskMessage;
    try {
      message = JSON.parse(event.data) as AskMessage;
    } catch (error) {
      return api.log(`not a message of ${asstPaths.chat}`, error);
    }
    if (message.output.finish_reason !== null) close();
    handlers.onMessage(message);
  };
  source.onerror = (error) => {
    if (!isOpen) return;
    api.log(`stream broken: ${asstPaths.chat}`, error);
    close();
    handlers.onBroken();
  };
  return close;
}
