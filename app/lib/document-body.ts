/**
 * A rendered document's bytes, kept on its Response (issue 16): entry.server renders the whole page
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

/** Where a document's UTF-8 is written before it is copied out (made on first use: server.ts loads this module too). */
let scratch: Buffer | null = null;
const SCRATCH_BYTES = 512 * 1024;

/**
 * A rendered document's bytes from the pieces React wrote. Buffer.from(string) measures the text,
 * then encodes it: two passes. A text that surely fits the scratch buffer (3 bytes a character at
 * most) is encoded in one pass and copied out, in about half the time (issue 16). Synchronous, so
 * no other document is written there meanwhile; larger documents are encoded on their own.
 */
export function documentBytes(chunks: readonly (string | Buffer)[]): Buffer<ArrayBuffer> {
  if (!chunks.every((c) => typeof c === 'string')) return Buffer.concat(chunks.map((c) => (typeof c === 'string' ? Buffer.from(c) : c)));
  const html = chunks.join('');
  if (html.length * 3 > SCRATCH_BYTES) return Buffer.from(html);
  scratch ??= Buffer.allocUnsafeSlow(SCRATCH_BYTES);
  return Buffer.concat([scratch.subarray(0, scratch.write(html, 0, 'utf8'))]);
}
