import type { IncomingHttpHeaders } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const encodings = ['br', 'gzip'] as const;
export type AnswerEncoding = (typeof encodings)[number];

/** Answers shorter than this go as they are: compressing them saves less than it costs. */
export const compressionThreshold = 1024;

const supported = [...encodings];
// Clients send the same few headers over and over: the last one's answer is kept (one entry, so a
// client sending odd headers cannot grow it).
let lastHeader = '';
let lastEncoding: AnswerEncoding | null = null;

/** The encoding a request takes, if any (its Accept-Encoding, q-values honoured). */
export function encodingOf(headers: IncomingHttpHeaders): AnswerEncoding | null {
  const header = headers['accept-encoding'];
  if (!header) return null;
  if (header !== lastHeader) {
    lastEncoding = negotiate(header, supported);
    lastHeader = header;
  }
  return lastEncoding;
}

/**
 * A cached answer compressed once for many requests (envelope.ts). Brotli at quality 5: a tenth
 * smaller than gzip's default for our JSON, and under a millisecond for the largest hot read.
 */
export function encode(bytes: Buffer, encoding: AnswerEncoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(bytes, {
        params: {
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_QUALITY]: 5,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      })
    : gzipSync(bytes);
}

/**
 * Answers of a kilobyte or more go compressed to clients that take it (brotli, else gzip), as
 * streams by @fastify/compress; cached answers bring their own compressed bytes (envelope.ts), and
 * files their build's (web.ts), which the plugin leaves as they are. Request bodies are not
 * decompressed: no client of ours sends them compressed.
 */
export const compressionPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(compress, {
      encodings: supported,
      threshold: compressionThreshold,
      globalDecompression: false,
    });
  },
  { name: 'compression' },
);
