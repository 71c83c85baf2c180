/**
 * The request lines both servers answer (decisions 2470, 2471): a method the server
 * serves and an origin-form target (`/path?query`) that every reader sees as the same path.
 *
 * Node hands the request line's target to the request as it was sent. Express routes on
 * `url.parse` of it, Remix on `new URL()` of it, and the body limit's kind used to be a regex on
 * it: `POST /cookies#/upload` was an upload to the limit and the `/cookies` action to Remix. Here a
 * target is refused (400) unless its path is one that no reader can read differently: it starts
 * with `/`, holds only visible ASCII and no fragment, has no empty segment (`//`), and is exactly
 * what the WHATWG URL parser makes of it (no dot segments, `%2e` or backslashes; nothing it would
 * escape) and percent-decodes. What passes is the path every router and the body limit use.
 */
import http from 'node:http';
import type { Socket } from 'node:net';
import { closeAfterAnswer, hasBody, LINGER_MS } from './body-limit';

/** Visible ASCII only: no space, control character, DEL or raw non-ASCII byte. */
const VISIBLE_ASCII = /^[\x21-\x7e]+$/;

/**
 * The path of a request target that is a plain origin-form path, as Remix (`new URL`) and express
 * (`url.parse`) both read it; null for anything else: absolute-form (`http://host/x`), authority-
 * form, `*`, a fragment, an empty segment, dot segments, characters the URL parser would rewrite,
 * a malformed percent-encoding.
 */
export function requestPath(target: string): string | null {
  if (!target.startsWith('/') || !VISIBLE_ASCII.test(target) || target.includes('#')) return null;
  const query = target.indexOf('?');
  const path = query < 0 ? target : target.slice(0, query);
  if (path.includes('//')) return null;
  try {
    // As the Remix adapter builds it: the origin, then the target as sent.
    if (new URL(`http://localhost${target}`).pathname !== path) return null;
    decodeURIComponent(path);
  } catch {
    return null;
  }
  return path;
}

export interface RequestLineRules {
  /** The methods the server answers; any other gets 405 with these in `Allow`. */
  methods: readonly string[];
  /**
   * Answers a refused request: 400 for its target, 405 for its method (`Allow` is set). `next`
   * goes on with the request (the app shows its page for a 400 through it). When the request has
   * a body, it is left unread and the connection closes after the answer.
   */
  refuse: (req: http.IncomingMessage, res: http.ServerResponse, status: 400 | 405, next: () => void) => void;
}

/** The first middleware of each server: refuses a target that is not a plain path (400) and a method the server does not serve (405). */
export function checkRequestLines({ methods, refuse }: RequestLineRules) {
  const allow = methods.join(', ');
  return (req: http.IncomingMessage, res: http.ServerResponse, next: () => void): void => {
    if (req.method === 'OPTIONS' && req.url === '*') {
      // The server as a whole (RFC 9110 9.3.7): what it serves.
      if (hasBody(req)) closeAfterAnswer(req, res);
      res.writeHead(204, { Allow: allow }).end();
      return;
    }
    const status = requestPath(req.url ?? '') === null ? 400 : methods.includes(req.method ?? '') ? null : 405;
    if (status === null) return next();
    if (status === 405) res.setHeader('Allow', allow);
    if (hasBody(req)) closeAfterAnswer(req, res);
    refuse(req, res, status, next);
  };
}

/** Node's own answers to what its parser refuses (when no `clientError` listener is set). */
const PARSER_STATUS: Record<string, number> = {
  HPE_HEADER_OVERFLOW: 431,
  HPE_CHUNK_EXTENSIONS_OVERFLOW: 413,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
};

/** A request line whose method is a token: an unknown method, not bytes that are no request at all. */
const REQUEST_LINE = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+ [\x21-\x7e]+ HTTP\/1\.[01]\r?\n/;

/**
 * The request lines node answers before express sees them. A request with a method node's parser
 * does not know (TRACK, FOO) gets 501 (RFC 9110 15.6.2) and a CONNECT 405, each with `Allow`
 * (node's defaults: a bare 400, a closed connection); the connection is then half-closed and
 * read and dropped for LINGER_MS, so a client still sending a body reads the answer rather than a
 * reset. Every other parse error gets node's own answer, as node gives it.
 */
export function answerUnparsedRequests(server: http.Server, methods: readonly string[]): void {
  const allow = methods.join(', ');
  const answered = new WeakSet<Socket>();
  const answerAndLinger = (socket: Socket, status: 405 | 501) => {
    answered.add(socket);
    socket.end(`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nAllow: ${allow}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
    setTimeout(() => socket.destroy(), LINGER_MS).unref();
  };
  server.on('connect', (_req: http.IncomingMessage, socket: Socket) => {
    socket.on('error', () => {});
    socket.resume(); // what follows is read and dropped
    answerAndLinger(socket, 405);
  });
  server.on('clientError', (error: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket: Socket) => {
    // The parser reports each chunk that follows its error again.
    if (answered.has(socket)) return;
    // Node's rule: answer only while no answer on this connection has begun.
    const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (socket.writable && !inFlight && error.code === 'HPE_INVALID_METHOD' && REQUEST_LINE.test(error.rawPacket?.toString('latin1') ?? '')) {
      return answerAndLinger(socket, 501);
    }
    if (socket.writable && !inFlight?.headersSent) {
      const status = PARSER_STATUS[error.code ?? ''] ?? 400;
      socket.write(`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nConnection: close\r\n\r\n`);
    }
    socket.destroy(error);
  });
}
