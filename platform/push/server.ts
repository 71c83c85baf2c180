import type http from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import type { PlatformOptions } from '../options';
import type { PushBus } from './bus';
import type { PushTokens } from './tokens';

const PUSH_PATH = '/push';
const HEARTBEAT_MS = 30_000;
/** The server closes every socket 30 minutes after it opened (the client does too). */
const SESSION_MS = 1_800_000;
/** A socket that has not authenticated by then is closed with 4401. */
const AUTH_TIMEOUT_MS = 10_000;
const CLOSE_UNAUTHORIZED = 4401;

export interface PushServerTimings {
  heartbeatMs?: number;
  sessionMs?: number;
  authTimeoutMs?: number;
}

export interface PushServer {
  /** Open sockets (authenticated or not). */
  connections(): number;
  /** Closes every socket (1001) and stops accepting new ones. */
  close(): Promise<void>;
}

function authenticateMessage(data: RawData, isBinary: boolean): string | null {
  if (isBinary) return null;
  try {
    const message = JSON.parse(data.toString()) as { action?: unknown; token?: unknown };
    return message.action === 'authenticate' && typeof message.token === 'string' ? message.token : null;
  } catch {
    return null;
  }
}

function refuseUpgrade(socket: Duplex, status: string): void {
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/**
 * The push service on the platform's HTTP server at `/push` (WebSocket). The client sends
 * `{ action: 'authenticate', token }`; the server answers `OK` and from then on forwards the
 * bus's events for that account only. A bad or expired token (or none within 10 s) closes the
 * socket with 4401. Pings every 30 s (a socket that missed a pong is dropped); closed by the
 * server after 30 minutes.
 */
export function attachPushServer(
  server: http.Server,
  { bus, tokens, log, timings = {} }: { bus: PushBus; tokens: PushTokens; log: PlatformOptions['log']; timings?: PushServerTimings },
): PushServer {
  const heartbeatMs = timings.heartbeatMs ?? HEARTBEAT_MS;
  const sessionMs = timings.sessionMs ?? SESSION_MS;
  const authTimeoutMs = timings.authTimeoutMs ?? AUTH_TIMEOUT_MS;
  const wss = new WebSocketServer({ noServer: true, maxPayload: 16 * 1024, clientTracking: true });
  const alive = new WeakMap<WebSocket, boolean>();

  const onUpgrade = (req: http.IncomingMessage, socket: Duplex, head: Buffer) => {
    const pathname = new URL(req.url ?? '/', 'http://platform').pathname;
    if (pathname !== PUSH_PATH && pathname !== `${PUSH_PATH}/`) return refuseUpgrade(socket, '404 Not Found');
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
    return undefined;
  };
  server.on('upgrade', onUpgrade);

  wss.on('connection', (ws: WebSocket) => {
    alive.set(ws, true);
    let unsubscribe: (() => void) | undefined;
    let state: 'waiting' | 'checking' | 'open' = 'waiting';
    const authTimer = setTimeout(() => ws.close(CLOSE_UNAUTHORIZED, 'unauthorized'), authTimeoutMs);
    const sessionTimer = setTimeout(() => ws.close(1000, 'session expired'), sessionMs);
    ws.on('pong', () => alive.set(ws, true));
    ws.on('error', (error) => {
      log('debug', 'push socket error', { error: error.message });
      ws.terminate();
    });
    ws.on('close', () => {
      clearTimeout(authTimer);
      clearTimeout(sessionTimer);
      unsubscribe?.();
    });
    ws.on('message', (data, isBinary) => {
      if (state !== 'waiting') return; // once authenticated the client has nothing more to say
      const token = authenticateMessage(data, isBinary);
      if (!token) return void ws.close(CLOSE_UNAUTHORIZED, 'unauthorized');
      state = 'checking';
      void tokens.verify(token).then((accountId) => {
        clearTimeout(authTimer);
        if (ws.readyState !== WebSocket.OPEN) return;
        if (!accountId) return void ws.close(CLOSE_UNAUTHORIZED, 'unauthorized');
        state = 'open';
        unsubscribe = bus.subscribe(accountId, (event) => {
          if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(event));
        });
        ws.send('OK');
      });
    });
  });

  const heartbeat = setInterval(() => {
    for (const ws of wss.clients) {
      if (!alive.get(ws)) {
        ws.terminate();
        continue;
      }
      alive.set(ws, false);
      ws.ping();
    }
  }, heartbeatMs);
  heartbeat.unref();

  return {
    connections: () => wss.clients.size,
    close() {
      clearInterval(heartbeat);
      server.off('upgrade', onUpgrade);
      for (const ws of wss.clients) ws.close(1001, 'server shutting down');
      return new Promise((resolve) => {
        // Give sockets a moment for the closing handshake, then cut what is left.
        const cut = setTimeout(() => {
          for (const ws of wss.clients) ws.terminate();
        }, 500);
        wss.close(() => {
          clearTimeout(cut);
          resolve();
        });
      });
    },
  };
}
