/**
 * A POST written on a bare socket, so a test chooses its framing (chunked, or a Content-Length
 * that lies) and its request line and Host as fetch never sends them (a fragment, an absolute
 * target, another method). It keeps sending until the server answers or closes, and reports what
 * it saw.
 */
import net from 'node:net';

export interface RawAnswer {
  /** The status of the first answer (0 when none came). */
  status: number;
  /** The whole answer as text (head and body). */
  text: string;
  /** Body bytes the client had written when the answer began (or the connection closed). */
  sentBeforeAnswer: number;
  /** Milliseconds from connecting to the answer's first byte (or the close). */
  msBeforeAnswer: number;
  /** Whether the server closed the connection (within `closeWithinMs` of answering). */
  closed: boolean;
}

export interface RawPost {
  port: number;
  /** The request line's target, as sent. */
  path: string;
  /** Body bytes to send in all. */
  bytes: number;
  /** `chunked`, a Content-Length value to declare whatever is sent, or `none` (no body). */
  framing: 'chunked' | { contentLength: number } | 'none';
  /** POST unless given. */
  method?: string;
  /** The Host header (`localhost:<port>` unless given). */
  host?: string;
  headers?: Record<string, string>;
  closeWithinMs?: number;
}

export function rawPost({ port, path, bytes, framing, method = 'POST', host, headers = {}, closeWithinMs = 1000 }: RawPost): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const started = Date.now();
    let msBeforeAnswer = -1;
    const head = [
      `${method} ${path} HTTP/1.1`,
      `Host: ${host ?? `localhost:${port}`}`,
      ...(framing === 'none'
        ? []
        : ['Content-Type: application/x-www-form-urlencoded', framing === 'chunked' ? 'Transfer-Encoding: chunked' : `Content-Length: ${framing.contentLength}`]),
      ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
      '',
      '',
    ].join('\r\n');
    let sent = 0;
    let sentBeforeAnswer = -1;
    let text = '';
    let done = false;
    const piece = Buffer.alloc(64 * 1024, 'a');
    const finish = (closed: boolean) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0),
        text,
        sentBeforeAnswer: sentBeforeAnswer < 0 ? sent : sentBeforeAnswer,
        msBeforeAnswer: msBeforeAnswer < 0 ? Date.now() - started : msBeforeAnswer,
        closed,
      });
    };
    let timer = setTimeout(() => finish(false), 30_000);
    socket.on('data', (data) => {
      if (sentBeforeAnswer < 0) {
        sentBeforeAnswer = sent;
        msBeforeAnswer = Date.now() - started;
        clearTimeout(timer);
        timer = setTimeout(() => finish(false), closeWithinMs);
      }
      text += data.toString('latin1');
    });
    socket.on('end', () => finish(true));
    socket.on('close', () => finish(true));
    socket.on('error', () => finish(true));
    const write = () => {
      while (!done && sent < bytes && sentBeforeAnswer < 0) {
        const n = Math.min(piece.length, bytes - sent);
        const body = piece.subarray(0, n);
        const frame = framing === 'chunked' ? Buffer.concat([Buffer.from(`${n.toString(16)}\r\n`), body, Buffer.from('\r\n')]) : body;
        sent += n;
        if (!socket.write(frame)) return void socket.once('drain', write);
      }
      if (!done && sent >= bytes && framing === 'chunked') socket.write('0\r\n\r\n');
    };
    socket.once('connect', () => {
      socket.write(head);
      write();
    });
  });
}
