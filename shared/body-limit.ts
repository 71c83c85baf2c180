/**
 * One body limit for every request the app and the platform read (decision 2310).
 *
 * The bytes are counted where node's HTTP parser hands them to the request, chunked or not, so
 * the limit holds whoever reads the body (Remix, busboy, body-parser, oidc-provider) and when
 * nobody does. Past the limit a request gets no more bytes and never ends (a cut-short body must
 * not pass for a whole one), the server answers 413 with `Connection: close`, and the connection
 * is closed after a short linger that reads and drops what the client is still sending, so that
 * it reads the answer instead of a reset.
 */
import http from 'node:http';
import { Readable } from 'node:stream';

const MB = 1024 * 1024;

/** The limits per kind of request, in one place. */
export const BODY_LIMITS = {
  /** Forms, JSON and every other body that is not an upload. */
  form: MB,
  /** A photo upload: 50 files of at most 50 MB (the photo API's limits) and their multipart framing. */
  upload: 50 * 50 * MB + MB,
} as const;

export type BodyKind = keyof typeof BODY_LIMITS;

/** How long a refused connection keeps reading (and dropping) before it is closed. */
export const LINGER_MS = 500;

interface Counted {
  /** Bytes of the body received so far. */
  bodyReceived: number;
  /** The limit the request is held to (the form limit until the gate says otherwise). */
  bodyLimit: number;
  /** Set once the limit has been passed. */
  bodyOverflowed: boolean;
  /** Called once, when the limit is passed. */
  onBodyOverflow?: () => void;
  /** Set once the whole body has arrived. */
  bodyComplete: boolean;
  /** While set, the body is held in the request (at most its limit) without a reader: see `readFirst`. */
  holdBody: boolean;
  /** Called once the whole body has arrived. */
  onBodyComplete?: () => void;
}

type LimitedRequest = http.IncomingMessage & Counted;

const push = Readable.prototype.push;

/**
 * The servers' request class (`http.createServer({ IncomingMessage })`). The counting `push` is
 * an own property because express swaps the prototype of every request it handles.
 */
class LimitedIncomingMessage extends http.IncomingMessage {
  constructor(socket: import('node:net').Socket) {
    super(socket);
    const self = this as unknown as LimitedRequest;
    self.bodyReceived = 0;
    self.bodyLimit = BODY_LIMITS.form;
    self.bodyOverflowed = false;
    self.bodyComplete = false;
    self.holdBody = false;
    self.push = function countingPush(this: LimitedRequest, chunk: unknown, encoding?: BufferEncoding): boolean {
      if (this.bodyOverflowed) return true; // dropped: read on, keep nothing
      if (chunk === null) {
        this.bodyComplete = true;
        const pushed = push.call(this, chunk, encoding);
        this.onBodyComplete?.();
        return pushed;
      }
      this.bodyReceived += (chunk as Buffer).length;
      if (this.bodyReceived > this.bodyLimit) {
        this.bodyOverflowed = true;
        this.onBodyOverflow?.();
        return true;
      }
      const pushed = push.call(this, chunk, encoding);
      // Held bodies are bounded by the limit: the parser is told to go on reading.
      return this.holdBody || pushed;
    };
  }
}

/** An HTTP server whose requests are counted (use it instead of `app.listen`). */
export function createLimitedServer(handler: http.RequestListener): http.Server {
  return http.createServer({ IncomingMessage: LimitedIncomingMessage }, handler);
}

export function hasBody(req: http.IncomingMessage): boolean {
  return req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
}

/**
 * Closes the connection once the answer is written: `Connection: close`, then, instead of node's
 * immediate destroy, a half-close and LINGER_MS of reading and dropping what still arrives.
 */
export function closeAfterAnswer(req: http.IncomingMessage, res: http.ServerResponse): void {
  (req as LimitedRequest).bodyOverflowed = true; // whatever still arrives is dropped
  const socket = req.socket as import('node:net').Socket & { destroySoon?: () => void };
  if (res.headersSent) {
    socket.destroy(); // an answer already under way cannot say 413
    return;
  }
  res.setHeader('Connection', 'close');
  socket.destroySoon = () => linger(socket);
  req.resume();
}

/** Half-closes the connection, reads (and drops) for LINGER_MS, then closes it. */
function linger(socket: import('node:net').Socket): void {
  socket.end();
  setTimeout(() => socket.destroy(), LINGER_MS).unref();
}

export interface BodyGate {
  /** Which limit a request is held to. */
  kindOf: (req: http.IncomingMessage) => BodyKind;
  /**
   * Whether a body of this kind has arrived whole (at most its limit, held in the request for its
   * reader) before the request goes on, so that a route that answers without reading the body
   * cannot leave the rest to be read after its answer, and an overflow is known before routing.
   */
  readFirst: (kind: BodyKind) => boolean;
  /**
   * Answers 413; the connection is closed after the answer. `next` is given while the request
   * has not gone on yet (the app shows its refusal page through it), null once a route has it.
   */
  refuse: (req: http.IncomingMessage, res: http.ServerResponse, next: (() => void) | null) => void;
}

/**
 * Holds each request to its kind's limit: a declared Content-Length over it is refused at once,
 * a body that grows past it (chunked, or a Content-Length that lies) as soon as the byte that
 * passes it arrives. The request must come from a `createLimitedServer` server.
 */
export function limitBodies({ kindOf, readFirst, refuse }: BodyGate) {
  return (req: http.IncomingMessage, res: http.ServerResponse, next: () => void): void => {
    const counted = req as LimitedRequest;
    if (typeof counted.bodyLimit !== 'number') throw new Error('limitBodies needs a server made by createLimitedServer');
    // No body, or one already refused before the gate (checkRequestLines): nothing to hold.
    if (!hasBody(req) || counted.bodyOverflowed) return next();
    const kind = kindOf(req);
    const limit = BODY_LIMITS[kind];
    counted.bodyLimit = limit;
    let goneOn = false;
    const goOn = () => {
      counted.holdBody = false;
      counted.onBodyComplete = undefined;
      goneOn = true;
      next();
    };
    const refuseOnce = () => {
      counted.onBodyOverflow = undefined;
      counted.onBodyComplete = undefined;
      counted.holdBody = false;
      const answered = res.headersSent;
      closeAfterAnswer(req, res);
      if (!answered) refuse(req, res, goneOn ? null : next);
    };
    if (Number(req.headers['content-length'] ?? 0) > limit || counted.bodyReceived > limit) return refuseOnce();
    counted.onBodyOverflow = refuseOnce;
    res.once('finish', () => {
      counted.onBodyOverflow = undefined;
      // Answered before its body was read (a refusal, a 404): the rest is not read either.
      if (!counted.bodyComplete && !req.socket.destroyed) {
        counted.bodyOverflowed = true;
        linger(req.socket);
      }
    });
    if (!readFirst(kind) || counted.bodyComplete) return goOn();
    counted.holdBody = true;
    // Called from the parser's end of message: the request goes on once the parser is done.
    counted.onBodyComplete = () => process.nextTick(goOn);
    req.socket.resume(); // in case the parser paused the socket before the gate held the body
  };
}
