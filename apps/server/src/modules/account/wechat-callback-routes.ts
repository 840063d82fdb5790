import type { FastifyInstance } from 'fastify';
import { isWechatSignatureValid, parseScanEvent } from '../../providers/wechat/official-wechat';
import { confirmWechatScan } from './wechat-service';

type SignedQuery = { signature?: string; timestamp?: string; nonce?: string; echostr?: string };

/**
 * The official account's server callback: GET is WeChat's URL check (echo echostr), POST carries
 * event pushes in XML; a scan of one of our QR codes marks its ticket scanned. Every request must be
 * signed with WECHAT_MP_TOKEN. Own context: the XML parser exists only here.
 */
export async function wechatCallbackRoutes(app: FastifyInstance) {
  const token = app.config.WECHAT_MP_TOKEN ?? '';
  app.addContentTypeParser(
    ['text/xml', 'application/xml'],
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_r, body, done) => done(null, body),
  );
  app.get('/api/wechat/callback', async (request, reply) => {
    const query = request.query as SignedQuery;
    if (!isWechatSignatureValid(token, query)) return reply.status(403).type('text/plain').send('invalid signature');
    return reply.type('text/plain').send(query.echostr ?? '');
  });
  app.post('/api/wechat/callback', async (request, reply) => {
    if (!isWechatSignatureValid(token, request.query as SignedQuery)) {
      return reply.status(403).type('text/plain').send('invalid signature');
    }
    const scan = typeof request.body === 'string' ? parseScanEvent(request.body) : null;
    if (scan) {
      // A scan of an expired or used ticket is simply ignored: WeChat only wants an acknowledgement.
      await confirmWechatScan({ app, ticket: scan.ticket, identity: { openid: scan.openid, nickname: '' } }).catch(
        (error: unknown) => request.log.info({ err: error }, 'WeChat scan event not applied'),
      );
    }
    return reply.type('text/plain').send('success');
  });
}
