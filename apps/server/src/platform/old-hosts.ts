import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Old host names (spec 000 §9): a request for one is moved for good to the main host, keeping its
 * path and query (nginx does the same in front of a cluster: deploy/nginx/vce.conf).
 */
export const oldHostsPlugin = fp(
  async (app: FastifyInstance) => {
    const { OLD_HOSTS: oldHosts, MAIN_HOST: mainHost } = app.config;
    if (oldHosts.length === 0 || !mainHost) return;
    const moved = new Set(oldHosts);
    app.addHook('onRequest', async (request, reply) => {
      if (!moved.has(request.hostname.toLowerCase())) return;
      return reply.code(301).header('location', `${request.protocol}://${mainHost}${request.url}`).send();
    });
  },
  { name: 'old-hosts', dependencies: ['platform'] },
);
