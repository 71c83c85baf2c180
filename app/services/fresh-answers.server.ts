import { randomUUID } from 'node:crypto';
import { logFailure } from '~/lib/log.server';
import { remembered } from '~/lib/remembered';
import { getStore } from '~/lib/store/index.server';
import { deepFreeze } from './kept-answers.server';

/**
 * Answers a sign-in may see again without asking (decision 2670): a read marked `fresh` is kept
 * per token and address for FRESH_FOR_MS, and given back while nothing changed for the account
 * since it was read. Every write the app sends with the account's token, and every sign-out,
 * leaves a new change mark in the shared store (SQLite or Redis, so every process and machine
 * sees it); a kept answer read under another mark is not used. Changes made outside the app
 * (a payment, the retailer's own tools) show within FRESH_FOR_MS.
 */
export const FRESH_FOR_MS = 30_000;
/** A change mark outlives every answer kept before it, so an expired mark never matches an old answer. */
const MARK_TTL_MS = 2 * FRESH_FOR_MS;
const MOST_KEPT = 500;

interface FreshAnswer {
  value: unknown;
  schema: unknown;
  mark: string | null;
  until: number;
}
const kept = new Map<string, FreshAnswer>();

/** The account a token names (its `sub`), read without verifying: it only names change marks. */
function readAccount(token: string): string | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const { sub } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub?: unknown };
    return typeof sub === 'string' && sub !== '' ? sub : null;
  } catch {
    return null;
  }
}

/** Accounts by token, read once per token (a sign-in sends the same token page after page). */
const accounts = remembered<string | null>(MOST_KEPT);

function accountOf(token: string): string | null {
  // A token's signature names it, as in callUpstream's keys: the whole token is not kept.
  return accounts(token.slice(-43), () => readAccount(token));
}

const markKey = (account: string) => `changed:${account}`;

/** The account's last change mark; undefined when the store cannot say (nothing kept is used then). */
async function changeMark(account: string): Promise<string | null | undefined> {
  try {
    return await getStore().get(markKey(account));
  } catch (error) {
    logFailure('change mark unreadable; answers read again', error, { account }, 'warn');
    return undefined;
  }
}

/** A new change mark for the account: answers kept before it are read again. */
async function markChanged(account: string): Promise<string | undefined> {
  const mark = randomUUID();
  try {
    await getStore().set(markKey(account), mark, MARK_TTL_MS);
    return mark;
  } catch (error) {
    logFailure('change mark not stored; kept answers may show for a while', error, { account }, 'error');
    return undefined;
  }
}

/** What a call knows of its page request: the token, and the request's reads (a per-request object). */
interface Scope {
  accessToken: string | null;
  reads?: object;
}

/** Each page request's view of its account's change mark, read once. */
const marksByRequest = new WeakMap<object, Promise<string | null | undefined>>();

function markOf(scope: Scope, account: string): Promise<string | null | undefined> {
  if (!scope.reads) return changeMark(account);
  let mark = marksByRequest.get(scope.reads);
  if (!mark) marksByRequest.set(scope.reads, (mark = changeMark(account)));
  return mark;
}

/**
 * `load`'s answer, or the one kept for `key` when it was read with this schema less than
 * FRESH_FOR_MS ago and the account has not changed since. Read under an unknown mark (the
 * store failed), it is neither used nor kept.
 */
export async function readFresh<T>(scope: Scope, key: string, schema: unknown, load: () => Promise<T>, now = Date.now): Promise<T> {
  const account = scope.accessToken ? accountOf(scope.accessToken) : null;
  const mark = account ? await markOf(scope, account) : undefined;
  if (mark === undefined) return load();
  const answer = kept.get(key);
  if (answer && answer.until > now() && answer.mark === mark && answer.schema === schema) return answer.value as T;
  kept.delete(key);
  const value = await load();
  if (kept.size >= MOST_KEPT) kept.delete(kept.keys().next().value!);
  kept.set(key, { value: deepFreeze(value), schema, mark, until: now() + FRESH_FOR_MS });
  return value;
}

/** After a write with the account's token: a new change mark, which this request sees too. */
export async function noteWrite(scope: Scope): Promise<void> {
  const account = scope.accessToken ? accountOf(scope.accessToken) : null;
  if (!account) return;
  const mark = markChanged(account);
  if (scope.reads) marksByRequest.set(scope.reads, mark);
  await mark;
}
