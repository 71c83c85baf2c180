import { reasonOf } from '../../shared/failure';

/** One JSON line per event on stdout/stderr, filtered by LOG_LEVEL. */
const LEVELS = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
export type LogLevel = Exclude<keyof typeof LEVELS, 'silent'>;

function threshold(): number {
  const level = process.env.LOG_LEVEL as keyof typeof LEVELS | undefined;
  return LEVELS[level && level in LEVELS ? level : 'info'];
}

export function log(level: LogLevel, message: string, fields: Record<string, unknown> = {}): void {
  if (LEVELS[level] < threshold()) return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, message, ...fields });
  if (level === 'error' || level === 'warn') process.stderr.write(`${line}\n`);
  else process.stdout.write(`${line}\n`);
}

export const CORRELATION_HEADER = 'X-Correlation-Id';
const VALID_ID = /^[A-Za-z0-9._-]{8,100}$/;

/** The request's correlation id (set by server.ts, or by the caller), or a new one. */
export function correlationIdOf(request: Request): string {
  const given = request.headers.get(CORRELATION_HEADER);
  return given && VALID_ID.test(given) ? given : crypto.randomUUID();
}

/** Logs a failure: `message`, the given fields and the error's `reason` (its message). */
export function logFailure(message: string, error: unknown, fields: Record<string, unknown> = {}, level: LogLevel = 'error'): void {
  log(level, message, { ...fields, reason: reasonOf(error) });
}
