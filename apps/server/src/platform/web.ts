import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { paths } from '@vce/contract/routes';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { encodingOf } from './compression';
import { computeDocumentHeaders } from './document-headers';
import { createPageHtml } from './page-html';

/**
 * Serves the built SPA from one origin with the API. Hashed assets are cached for a year;
 * index.html is never cached so a deploy is picked up at the next navigation.
 * The page carries helmet's document headers (see document-headers.ts).
 */
export const webPlugin = fp(
  async (app: FastifyInstance) => {
    const documentHeaders = computeDocumentHeaders();
    // WeChat's website login returns to /wxLoginCallback in the dialog's popup, coming from WeChat's
    // page: an opener policy there would cut the popup off from the dialog that waits for the code.
    const { 'cross-origin-opener-policy': _opener, ...popupReturnHeaders } = documentHeaders;
    const isBuilt = fs.existsSync(path.join(app.config.webDist, 'index.html'));
    const pageHtml = isBuilt ? createPageHtml(app.config.webDist) : undefined;
    app.decorate('sendSpaPage', async (reply: FastifyReply) => {
      if (!pageHtml) return false;
      const pagePath = reply.request.url.split('?')[0] ?? '/';
      reply.headers(pagePath === paths.wxLoginCallback ? popupReturnHeaders : documentHeaders);
      const page = pageHtml(pagePath, encodingOf(reply.request.headers));
      if (page.encoding) reply.header('content-encoding', page.encoding);
      await reply
        .header('vary', 'accept-encoding')
        .header('cache-control', 'no-cache')
        .header('x-content-type-options', 'nosniff')
        .type('text/html; charset=utf-8')
        .send(page.bytes);
      return true;
    });
    if (!isBuilt) {
      app.log.warn({ webDist: app.config.webDist }, 'web app not built: serving the API only');
      return;
    }
    await app.register(fastifyStatic, {
      root: app.config.webDist,
      wildcard: false,
      index: false,
      // The build writes name.br and name.gz beside each text file (vite.config.ts): sent as they
      // are with content-encoding and vary: accept-encoding to clients that take them.
      preCompressed: true,
      // No validators or ranges: the built files' names carry their hashes and are cached for a
      // year without asking again, the rest are a few small pictures. Each of the ~15 scripts of a
      // first load carried ~100 bytes of etag, last-modified and accept-ranges for nothing.
      etag: false,
      lastModified: false,
      acceptRanges: false,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        // The page itself is never cached, so a deploy is picked up at the next navigation.
        const isPage = /\.html(\.br|\.gz)?$/.test(filePath);
        res.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : isPage ? 'no-cache' : 'public, max-age=3600',
        );
        res.header('x-content-type-options', 'nosniff');
      },
    });
  },
  { name: 'web', dependencies: ['platform'] },
);
