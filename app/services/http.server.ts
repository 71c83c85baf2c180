import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { z } from 'zod';
import { getConfig, type UpstreamName } from '~/config.server';
import { CORRELATION_HEADER, correlationIdOf, log, logFailure } from '~/lib/log.server';
import { reasonOf } from '../../shared/failure';
import { keepAnswer, keptAnswer } from './kept-answers.server';
import { readFresh } from './fresh-answers.server';
import { sharedRead, writing } from './page-reads.server';
import { send, type Answer } from './send.server';

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
    super(`Service unavailable: ${reasonOf(cause)}`);
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
  /** An OK answer with nothing in it (204, an empty body, `null`, `{}`, `[]`) is `null` too. */
  nothingIsNull?: boolean;
  timeoutMs?: number;
  /** Send no bearer token (the few calls the spec marks 'no auth'). */
  anonymous?: boolean;
  /**
   * A GET whose service answers with an ETag: the answer is kept (per token and address) and
   * asked for again with `If-None-Match`; a 304 gives the kept answer back (decision 1620).
   */
  revalidate?: boolean;
  /**
   * A GET whose answer this sign-in may see again for a while (decision 2670): kept for
   * FRESH_FOR_MS and given back without a call while the account has not changed since. With a
   * `version` (what the answer follows from, e.g. the orders' states), only while that is the same too.
   */
  fresh?: boolean | { version: string };
}

export interface UpstreamContext {
  accessToken: string | null;
  correlationId: string;
  /** The page request's reads (sharedRead); absent, reads are shared only while in flight. */
  reads?: Map<string, Promise<Answer>>;
}

/** Each page request's reads, dropped with the request (decision 1621). */
const readsByRequest = new WeakMap<Request, Map<string, Promise<Answer>>>();

export function upstreamContext(request: Request, accessToken: string | null): UpstreamContext {
  let reads = readsByRequest.get(request);
  if (!reads) readsByRequest.set(request, (reads = new Map()));
  return { accessToken, correlationId: correlationIdOf(request), reads };
}

/** A service's base URL; the push service's ws(s) URL is called over http(s). */
export function serviceBase(service: UpstreamName): string {
  return getConfig().upstream[service].replace(/^ws(s?):/, 'http$1:');
}

function headersFor(ctx: UpstreamContext, accept: string | undefined, anonymous = false): Record<string, string> {
  const headers: Record<string, string> = { [CORRELATION_HEADER]: ctx.correlationId };
  if (accept) headers.Accept = accept;
  if (!anonymous && ctx.accessToken) headers.Authorization = `Bearer ${ctx.accessToken}`;
  return headers;
}

type LogFields = { service: UpstreamName; method: string; path: string; correlationId: string };

/** The answer parsed with its schema, or the spec's shape error (logged). */
function parseAnswer<T>(schema: z.ZodType<T>, json: unknown, fields: LogFields, shapeMessage = 'Unable to parse response!'): T {
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    log('error', 'upstream answer has the wrong shape', { ...fields, issues: parsed.error.issues.slice(0, 5) });
    throw new UpstreamShapeError(shapeMessage, fields.correlationId);
  }
  return parsed.data;
}

function unavailable(cause: unknown, fields: LogFields): UpstreamUnavailableError {
  logFailure('upstream call failed', cause, fields);
  return new UpstreamUnavailableError(cause, fields.correlationId);
}

function answeredError(status: number, text: string, fields: LogFields): UpstreamError {
  const body = text.slice(0, 500);
  log('error', 'upstream answered an error', { ...fields, status, body });
  return new UpstreamError(status, body, fields.correlationId);
}

/** An answer's JSON (undefined for 204), or a symbol no schema accepts when it is not JSON. */
function jsonOf(res: Answer): unknown {
  try {
    return res.status === 204 ? undefined : JSON.parse(res.text);
  } catch {
    return Symbol('unparseable');
  }
}

/** Whether an OK answer holds nothing: no content, an empty body, `null`, an empty object or list. */
function holdsNothing(res: Answer): boolean {
  if (res.status === 204 || res.text.trim() === '') return true;
  const json = jsonOf(res);
  if (json === null) return true;
  if (Array.isArray(json)) return json.length === 0;
  return typeof json === 'object' && Object.keys(json).length === 0;
}

/**
 * One call to an upstream service: bearer token, correlation id, timeout, zod-parsed answer. The
 * answer is null only when the call says when it may be (`nullOn`, `nothingIsNull`): a call that
 * says neither gets its parsed answer or an error, and its type says so.
 */
export function callUpstream<T>(service: UpstreamName, ctx: UpstreamContext, opts: CallOptions<T> & { nullOn?: undefined; nothingIsNull?: false }): Promise<T>;
export function callUpstream<T>(service: UpstreamName, ctx: UpstreamContext, opts: CallOptions<T>): Promise<T | null>;
export async function callUpstream<T>(service: UpstreamName, ctx: UpstreamContext, opts: CallOptions<T>): Promise<T | null> {
  const url = new URL(serviceBase(service) + opts.path);
  for (const [k, v] of Object.entries(opts.query ?? {})) if (v !== undefined && v !== null) url.searchParams.set(k, String(v));
  const method = opts.method ?? 'GET';
  // A token's signature names it (and its account) without keeping the whole token as a key.
  const keyed = method === 'GET' && ctx.accessToken ? `${service}\n${ctx.accessToken.slice(-43)}\n${url.href}` : null;
  const call = () => exchange(service, ctx, opts, url, method, opts.revalidate ? keyed : null);
  if (!opts.fresh || !keyed) return call();
  return readFresh(ctx, opts.fresh === true ? keyed : `${keyed}\n${opts.fresh.version}`, opts.schema, call);
}

/** callUpstream's round trip: the request (with If-None-Match for a kept answer) and its parsed answer. */
async function exchange<T>(service: UpstreamName, ctx: UpstreamContext, opts: CallOptions<T>, url: URL, method: string, keptKey: string | null): Promise<T | null> {
  const headers = headersFor(ctx, 'application/json', opts.anonymous);
  if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
  const fields = { service, method, path: opts.path, correlationId: ctx.correlationId };
  const kept = keptKey ? keptAnswer(keptKey) : undefined;
  if (kept && kept.schema === opts.schema) headers['If-None-Match'] = kept.etag;
  let res: Answer;
  try {
    const init = { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body), timeoutMs: opts.timeoutMs ?? getConfig().UPSTREAM_TIMEOUT_MS };
    res = await (method === 'GET' ? sharedRead(url, init, ctx) : writing(ctx, send(url, init)));
  } catch (cause) {
    throw unavailable(cause, fields);
  }
  if (res.status === 304 && kept && keptKey) {
    keepAnswer(keptKey, kept);
    return kept.value as T;
  }
  if (opts.nullOn?.includes(res.status)) return null;
  if (!res.ok) throw answeredError(res.status, res.text, fields);
  if (opts.nothingIsNull && holdsNothing(res)) return null;
  const value = parseAnswer(opts.schema, jsonOf(res), fields, opts.shapeMessage);
  if (keptKey && res.etag) keepAnswer(keptKey, { etag: res.etag, schema: opts.schema, value });
  return value;
}

export interface StreamOptions {
  /** Path relative to the service's base URL, or an absolute URL, which must be on the service's origin. */
  path: string | URL;
  accept?: string;
  /** Statuses answered with `null` instead of an error (e.g. 404 → null). */
  nullOn?: number[];
  timeoutMs?: number;
  /** Ends the call early (the browser went away); the timeout still applies. */
  signal?: AbortSignal;
}

/**
 * A GET whose answer is streamed, e.g. a PDF or an original photo: the sibling of callUpstream
 * through fetch, with the same token, correlation id, timeout, log lines and error classes. The
 * answer is an OK response with a body, or null on a `nullOn` status.
 */
export function streamUpstream(service: UpstreamName, ctx: UpstreamContext, opts: StreamOptions & { nullOn?: undefined }): Promise<Response>;
export function streamUpstream(service: UpstreamName, ctx: UpstreamContext, opts: StreamOptions): Promise<Response | null>;
export async function streamUpstream(service: UpstreamName, ctx: UpstreamContext, opts: StreamOptions): Promise<Response | null> {
  const base = serviceBase(service);
  const url = typeof opts.path === 'string' ? new URL(base + opts.path) : opts.path;
  const fields = { service, method: 'GET', path: url.pathname, correlationId: ctx.correlationId };
  if (url.origin !== new URL(base).origin) throw answeredError(400, `url outside ${service}`, fields);
  const timeout = AbortSignal.timeout(opts.timeoutMs ?? getConfig().UPSTREAM_TIMEOUT_MS);
  let res: Response;
  try {
    res = await fetch(url, { headers: headersFor(ctx, opts.accept), signal: opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout });
  } catch (cause) {
    throw unavailable(cause, fields);
  }
  if (opts.nullOn?.includes(res.status)) {
    // Not awaited: a body that never ends must not hold the page (the fault suite met one).
    res.body?.cancel().catch(() => undefined);
    return null;
  }
  if (!res.ok || !res.body) throw answeredError(res.status, await res.text().catch(() => ''), fields);
  return res;
}

export interface StreamedPost<T> {
  path: string;
  /** The request body, piped through as it arrives (never buffered whole). */
  body: { stream: ReadableStream<Uint8Array>; contentType: string; contentLength?: string | null };
  schema: z.ZodType<T>;
  timeoutMs?: number;
  /** Ends the call early (the browser went away); the timeout still applies. */
  signal?: AbortSignal;
}

/** A POST whose body is a stream (an upload), through node:http like callUpstream; its JSON answer parsed with the schema. */
export async function streamUpstreamJson<T>(service: UpstreamName, ctx: UpstreamContext, opts: StreamedPost<T>): Promise<T> {
  const url = new URL(serviceBase(service) + opts.path);
  const fields = { service, method: 'POST', path: opts.path, correlationId: ctx.correlationId };
  const headers = headersFor(ctx, 'application/json');
  headers['Content-Type'] = opts.body.contentType;
  if (opts.body.contentLength && /^\d+$/.test(opts.body.contentLength)) headers['Content-Length'] = opts.body.contentLength;
  let res: Answer;
  try {
    const body = Readable.fromWeb(opts.body.stream as WebReadableStream<Uint8Array>);
    res = await writing(ctx, send(url, { method: 'POST', headers, body, timeoutMs: opts.timeoutMs ?? getConfig().UPSTREAM_TIMEOUT_MS, signal: opts.signal }));
  } catch (cause) {
    throw unavailable(cause, fields);
  }
  if (!res.ok) throw answeredError(res.status, res.text, fields);
  return parseAnswer(opts.schema, jsonOf(res), fields);
}

/** Whether an upstream failure means the customer's token is no longer accepted. */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof UpstreamError && error.status === 401;
}

/** A service's failure, not ours: 503 when it could not be reached or did not answer, 502 for an error or a malformed body; else null. */
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
