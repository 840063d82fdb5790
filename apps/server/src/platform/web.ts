import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serves the built SPA from one origin with the API. Hashed assets are cached for a year;
 * index.html is never cached so a deploy is picked up at the next navigation.
 */
export const webPlugin = fp(
  async (app: FastifyInstance) => {
    const indexPath = path.join(app.config.webDist, 'index.html');
    const hasBuild = fs.existsSync(indexPath);
    app.decorate('spaIndexHtml', hasBuild ? fs.readFileSync(indexPath, 'utf8') : null);
    if (!hasBuild) {
      app.log.warn({ webDist: app.config.webDist }, 'web app not built: serving the API only');
      return;
    }
    await app.register(fastifyStatic, {
      root: app.config.webDist,
      wildcard: false,
      index: false,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  },
  { name: 'web', dependencies: ['platform'] },
);
