import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';

/**
 * The security headers of our HTML page (CSP and friends), computed once by helmet at start.
 * They mean nothing on JSON, and helmet's Fastify plugin runs two hooks on every request,
 * API calls included; the page is the only document we serve.
 */
export function computeDocumentHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // antd writes its theme as inline style tags.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        // hls.js plays lessons through a MediaSource (a blob: address) and transmuxes in a blob: worker.
        mediaSrc: ["'self'", 'blob:'],
        workerSrc: ["'self'", 'blob:'],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // The login dialog's WeChat popup must keep its opener to hand back the code (web.ts).
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  })({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}
