import { setTimeout as delay } from 'node:timers/promises';
import type { AnswerEvent } from '../llm-provider';

const pieceLength = 4;

/** The text cut into pieces of four characters; a lone last character joins the one before. */
function textPieces(text: string): string[] {
  // By code point, so that no piece splits a character outside the BMP.
  const chars = Array.from(text);
  const pieces: string[] = [];
  for (let index = 0; index < chars.length; index += pieceLength) {
    pieces.push(chars.slice(index, index + pieceLength).join(''));
  }
  const last = pieces.at(-1);
  if (pieces.length > 1 && last?.length === 1) {
    pieces.pop();
    pieces[pieces.length - 1] += last;
  }
  return pieces;
}

/** Streams the answer as the panel types it out, stopping as soon as the asker stops it. */
export async function* streamText(text: string, paceMs: number, signal: AbortSignal): AsyncGenerator<AnswerEvent> {
  for (const [index, piece] of textPieces(text).entries()) {
    if (index > 0 && paceMs > 0) {
      // An abort ends the pause at once; the check below then ends the stream.
      await delay(paceMs, undefined, { signal }).catch(() => undefined);
    }
    if (signal.aborted) return;
    yield { kind: 'text', text: piece };
  }
}
