import http from 'node:http';
import https from 'node:https';
import type { z } from 'zod';
import { getConfig, type UpstreamName } from '~/config.server';
import { CORRELATION_HEADER, correlationIdOf, log } from '~/lib/log.server';

/** A non-OK answer: its message is the spec's 'Error {body}; Status Code: {status}'. */
export class UpstreamError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    readonly correlationId: string,
  ) {
    super(`Error ${body}; Status Code: ${status}`);
    this.name = 'UpstreamError';
  }
}

/** The answer did not match its schema; `message` is the spec's message for that call. */
export class UpstreamShapeError extends Error {
  constructor(
    message: string,
    readonly correlationId: string,
  ) {
    super(message);
    this.name = 'UpstreamShapeError';
  }
}

/** The service could not be reached or did not answer in time. */
export class UpstreamUnavailableError extends Error {
  constructor(
    readonly cause: unknown,
    readonly correlationId: string,
  ) {
    super(`Service unavailable: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'UpstreamUnavailableError';
  }
}

export interface CallOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path relative to the service's base URL, e.g. '/customers/me'. */
  path: string;
  query?: Record<string, string | number | boolean | undefined | null>;
  body?: unknown;
  schema: z.ZodType<T>;
  /** The spec's message when the answer's shape is wrong. */
  shapeMessage?: string;
  /** Statuses answered with `null` instead of an error (e.g. 404 → null). */
  nullOn?: number[];
  timeoutMs?: number;
  /** Send no bearer token (the few calls the spec marks 'no auth'). */
  anonymous?: boolean;
}

export interface UpstreamContext {
  accessToken: string | null;
  correlationId: string;
}

export function upstreamContext(request: Request, accessToken: string | null): UpstreamContext {
  return { accessToken, correlationId: correlationIdOf(request) };
}

interface Answer {
  status: number;
  ok: boolean;
  text: string;
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
 * upstream call's client side cost about four times less CPU (issue 16: undici's fetch was a fifth
 * of a signed-in page's time in the app). `timeoutMs` bounds the whole exchange, body included.
 */
function send(url: URL, init: { method: string; headers: Record<string, string>; body?: string; timeoutMs: number }, retried = false): Promise<Answer> {
  const secure = url.protocol === 'https:';
  // Always a length with a body: Node sends a DELETE's body neither chunked nor sized otherwise.
  const headers = init.body === undefined ? init.headers : { ...init.headers, 'Content-Length': String(Buffer.byteLength(init.body)) };
  return new Promise((resolve, reject) => {
    const req = (secure ? https : http).request(url, { method: init.method, headers, agent: agents[secure ? 'https:' : 'http:'] }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const status = res.statusCode ?? 0;
        resolve({ status, ok: status >= 200 && status < 300, text: Buffer.concat(chunks).toString('utf8') });
      });
    });
    const timer = setTimeout(() => req.destroy(new Error(`no answer within ${init.timeoutMs} ms`)), init.timeoutMs);
    req.on('close', () => clearTimeout(timer));
    req.on('error', (error: NodeJS.ErrnoException) => {
      // A kept-alive connection the service closed as this call went out: nothing was processed.
      // Sent again only when repeating it cannot do anything twice (not POST or PATCH).
      const stale = req.reusedSocket && !retried && IDEMPOTENT.has(init.method) && (error.code === 'ECONNRESET' || error.code === 'EPIPE');
      if (stale) send(url, init, true).then(resolve, reject);
      else reject(error);
    });
    req.end(init.body);
  });
}

/** Reads in flight, by request (correlation id), token and URL. */
const readsInFlight = new Map<string, Promise<Answer>>();

/**
 * A GET that the same page request already has in flight is answered by that call (the account
 * layout and a settings page both read the customer, in parallel): one round trip, each caller
 * parsing the answer with its own schema. Never shared between requests or tokens; forgotten once
 * answered, so a later read (after a write, say) goes out again.
 */
function sharedRead(url: URL, init: Parameters<typeof send>[1], ctx: UpstreamContext): Promise<Answer> {
  const key = `${ctx.correlationId}\n${ctx.accessToken ?? ''}\n${url.href}`;
  let pending = readsInFlight.get(key);
  if (!pending) {
    pending = send(url, init).finally(() => readsInFlight.delete(key));
    readsInFlight.set(key, pending);
  }
  return pending;
}

/** One call to an upstream service: bearer token, correlation id, timeout, zod-parsed answer. */
export async function callUpstream<T>(service: UpstreamName, ctx: UpstreamContext, opts: CallOptions<T>): Promise<T | null> {
  const config = getConfig();
  const url = new URL(config.upstream[service] + opts.path);
  for (const [k, v] of Object.entries(opts.query ?? {})) if (v !== undefined && v !== null) url.searchParams.set(k, String(v));
  const headers: Record<string, string> = { Accept: 'application/json', [CORRELATION_HEADER]: ctx.correlationId };
  if (!opts.anonymous && ctx.accessToken) headers.Authorization = `Bearer ${ctx.accessToken}`;
  if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
  const method = opts.method ?? 'GET';
  const fields = { service, method, path: opts.path, correlationId: ctx.correlationId };

  let res: Answer;
  try {
    const init = { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body), timeoutMs: opts.timeoutMs ?? config.UPSTREAM_TIMEOUT_MS };
    res = await (method === 'GET' ? sharedRead(url, init, ctx) : send(url, init));
  } catch (cause) {
    log('error', 'upstream call failed', { ...fields, reason: cause instanceof Error ? cause.message : String(cause) });
    throw new UpstreamUnavailableError(cause, ctx.correlationId);
  }
  if (opts.nullOn?.includes(res.status)) return null;
  if (!res.ok) {
    const body = res.text.slice(0, 500);
    log('error', 'upstream answered an error', { ...fields, status: res.status, body });
    throw new UpstreamError(res.status, body, ctx.correlationId);
  }
  let json: unknown;
  try {
    json = res.status === 204 ? undefined : JSON.parse(res.text);
  } catch {
    json = Symbol('unparseable');
  }
  const parsed = opts.schema.safeParse(json);
  if (!parsed.success) {
    log('error', 'upstream answer has the wrong shape', { ...fields, issues: parsed.error.issues.slice(0, 5) });
    throw new UpstreamShapeError(opts.shapeMessage ?? 'Unable to parse response!', ctx.correlationId);
  }
  return parsed.data;
}

/** Whether an upstream failure means the customer's token is no longer accepted. */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof UpstreamError && error.status === 401;
}

/**
 * The status for a failure that is a service's, not ours (issue 9, upstream faults): 503 when a
 * service could not be reached or did not answer, 502 when it answered an error or a malformed
 * body; null for anything else.
 */
export function upstreamFailureStatus(error: unknown): 502 | 503 | null {
  if (error instanceof UpstreamUnavailableError) return 503;
  if (error instanceof UpstreamError || error instanceof UpstreamShapeError) return 502;
  return null;
}

/** A resource route's answer when its service failed: the status above and a short text; other errors are thrown again. */
export function upstreamFailureResponse(error: unknown, text: string): Response {
  const status = upstreamFailureStatus(error);
  if (status === null) throw error;
  return new Response(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
}
