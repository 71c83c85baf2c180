/**
 * A rendered document's bytes, kept on its Response (decision 1622): entry.server renders the whole page
 * into one buffer, and server.ts's page handler writes that buffer as it is. The Response carries
 * no body stream then: building one (about 40 µs) and reading it back through a web
 * ReadableStream were about 7 % of a light page's app time. Only when the load context says
 * server.ts writes it (`writesDocumentBody`); under remix-serve the Response has its body as usual.
 * A global symbol, because the Remix build and server.ts each load their own copy of this module.
 */
const BODY = Symbol.for('keepsake.documentBody');

export function withDocumentBody(response: Response, body: Buffer): Response {
  Object.defineProperty(response, BODY, { value: body });
  return response;
}

export function documentBodyOf(response: Response): Buffer | undefined {
  return (response as Response & { [BODY]?: Buffer })[BODY];
}
