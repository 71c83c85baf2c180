import http from 'node:http';
import https from 'node:https';
import type { Readable } from 'node:stream';

/** An upstream's whole answer: status, body as text and its ETag (the upstream door's exchange). */
export interface Answer {
  status: number;
  ok: boolean;
  text: string;
  etag?: string;
}

/**
 * Connections to the services are kept open between calls, and closed after 4 s unused: before a
 * Node server's own 5 s (its keepAliveTimeout), so the app seldom sends on a connection the other
 * side is closing. When that still happens, an idempotent call is sent again once, on a new connection.
 */
const KEEP_ALIVE = { keepAlive: true, timeout: 4_000 };
const IDEMPOTENT = new Set(['GET', 'HEAD', 'PUT', 'DELETE']);
const agents = { 'http:': new http.Agent(KEEP_ALIVE), 'https:': new https.Agent(KEEP_ALIVE) };

/**
 * One HTTP exchange with its whole answer as text, through node:http rather than fetch: an
 * upstream call's client side cost about four times less CPU (decision 1606: undici's fetch was a fifth
 * of a signed-in page's time in the app). `timeoutMs` bounds the whole exchange, body included.
 * A streamed body (an upload) is piped through as it arrives, sized only by the caller's
 * Content-Length; `signal` ends the exchange early (the browser went away).
 */
export function send(
  url: URL,
  init: { method: string; headers: Record<string, string>; body?: string | Readable; timeoutMs: number; signal?: AbortSignal },
  retried = false,
): Promise<Answer> {
  const secure = url.protocol === 'https:';
  const streamed = init.body !== undefined && typeof init.body !== 'string';
  // Always a length with a text body: Node sends a DELETE's body neither chunked nor sized otherwise.
  const headers = typeof init.body === 'string' ? { ...init.headers, 'Content-Length': String(Buffer.byteLength(init.body)) } : init.headers;
  return new Promise((resolve, reject) => {
    const req = (secure ? https : http).request(url, { method: init.method, headers, agent: agents[secure ? 'https:' : 'http:'] }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const status = res.statusCode ?? 0;
        const etag = res.headers.etag;
        resolve({ status, ok: status >= 200 && status < 300, text: Buffer.concat(chunks).toString('utf8'), ...(etag ? { etag } : {}) });
      });
    });
    const timer = setTimeout(() => req.destroy(new Error(`no answer within ${init.timeoutMs} ms`)), init.timeoutMs);
    const abort = () => req.destroy(new Error('the call was ended early'));
    init.signal?.addEventListener('abort', abort, { once: true });
    req.on('close', () => {
      clearTimeout(timer);
      init.signal?.removeEventListener('abort', abort);
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      // A kept-alive connection the service closed as this call went out: nothing was processed.
      // Sent again only when repeating it cannot do anything twice (not POST or PATCH), and a
      // streamed body, once read, cannot be sent again.
      const stale = req.reusedSocket && !retried && !streamed && IDEMPOTENT.has(init.method) && (error.code === 'ECONNRESET' || error.code === 'EPIPE');
      if (stale) send(url, init, true).then(resolve, reject);
      else reject(error);
    });
    if (init.signal?.aborted) abort();
    else if (typeof init.body === 'string' || init.body === undefined) req.end(init.body);
    else init.body.on('error', (error) => req.destroy(error)).pipe(req);
  });
}
