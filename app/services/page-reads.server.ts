import { noteWrite } from './fresh-answers.server';
import { send, type Answer } from './send.server';

/** What the reads and writes of a call know of it: its token, correlation id and page request's reads (an UpstreamContext). */
interface ReadScope {
  accessToken: string | null;
  correlationId: string;
  reads?: Map<string, Promise<Answer>>;
}

/** Reads in flight, by request (correlation id), token and URL, for a context without its request's reads. */
const readsInFlight = new Map<string, Promise<Answer>>();

/**
 * A GET the same page request has already sent is answered by that call (the account layout and
 * a settings page both read the customer): one round trip, each caller parsing the answer with its
 * own schema (decision 1621). Kept for the page request's lifetime, never shared between requests
 * or tokens; a write through the same context forgets them, so a read after it goes out again,
 * and so does a read after a failed or refused one.
 */
export function sharedRead(url: URL, init: Parameters<typeof send>[1], ctx: ReadScope): Promise<Answer> {
  const reads = ctx.reads;
  const key = reads ? `${ctx.accessToken ?? ''}\n${url.href}` : `${ctx.correlationId}\n${ctx.accessToken ?? ''}\n${url.href}`;
  const shared = reads ?? readsInFlight;
  let pending = shared.get(key);
  if (!pending) {
    const read: Promise<Answer> = send(url, init).then(
      (answer) => {
        // A refused read is asked again by a later caller, as a failed one is.
        if (!reads || (!answer.ok && answer.status !== 304)) forgetRead(shared, key, read);
        return answer;
      },
      (error: unknown) => {
        forgetRead(shared, key, read);
        throw error;
      },
    );
    shared.set(key, (pending = read));
  }
  return pending;
}

function forgetRead(shared: Map<string, Promise<Answer>>, key: string, read: Promise<Answer>): void {
  if (shared.get(key) === read) shared.delete(key);
}

/**
 * A write: the page request's kept reads are forgotten, so a read after it goes out again, and
 * the account's answers kept fresh are dropped everywhere (decision 2670).
 */
export function writing<T>(ctx: ReadScope, sent: Promise<T>): Promise<T> {
  ctx.reads?.clear();
  return sent.finally(() => {
    ctx.reads?.clear();
    return noteWrite(ctx);
  });
}
