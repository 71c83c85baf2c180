/** What server.ts (server/app.ts) hands every loader and action besides Remix's own. */
export interface LoadContext {
  /** Set by server.ts, which also sends the CSP header through helmet. */
  cspNonce?: string;
  /** Set by server.ts when it refuses a request before the app sees it (app/account/routes/request-refused.tsx). */
  refusal?: 400 | 403 | 413;
  /** The client's address as server.ts's trusted proxies say (express `req.ip`); absent under remix-serve. */
  clientAddress?: string;
  /**
   * Set by server.ts: the account's 404 page for a resource route's request (decision 1910),
   * rendered by the app as a GET of /not-found with the asked path in `notFoundOf`.
   */
  notFoundPage?: (request: Request) => Promise<Response>;
  /** The path a rendered /not-found page stands for (set with notFoundPage's request). */
  notFoundOf?: string;
  /**
   * Set by server.ts's page handler, which writes a document's buffer itself (documentBodyOf):
   * the Response then carries no body stream to build and read back (decision 1622).
   */
  writesDocumentBody?: true;
}
