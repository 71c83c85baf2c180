/**
 * The request targets both servers answer (issue 47, decision 2470): an origin-form target
 * (`/path?query`) that every reader of the request sees as the same path.
 *
 * Node hands the request line's target to the request as it was sent. Express routes on
 * `url.parse` of it, Remix on `new URL()` of it, and the body limit's kind used to be a regex on
 * it: `POST /cookies#/upload` was an upload to the limit and the `/cookies` action to Remix. Here a
 * target is refused (400) unless its path is one that no reader can read differently: it starts
 * with `/`, holds only visible ASCII and no fragment, has no empty segment (`//`), and is exactly
 * what the WHATWG URL parser makes of it (no dot segments, `%2e` or backslashes; nothing it would
 * escape) and percent-decodes. What passes is the path every router and the body limit use.
 */
import type http from 'node:http';
import { closeAfterAnswer, hasBody } from './body-limit';

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
  /**
   * Answers a request whose target is refused (400). `next` goes on with the request (the app
   * shows its page through it). When the request has a body, it is left unread and the
   * connection closes after the answer.
   */
  refuse: (req: http.IncomingMessage, res: http.ServerResponse, status: 400, next: () => void) => void;
}

/** The first middleware of each server: refuses a target that is not a plain path (400). */
export function checkRequestLines({ refuse }: RequestLineRules) {
  return (req: http.IncomingMessage, res: http.ServerResponse, next: () => void): void => {
    if (requestPath(req.url ?? '') !== null) return next();
    if (hasBody(req)) closeAfterAnswer(req, res);
    refuse(req, res, 400, next);
  };
}
