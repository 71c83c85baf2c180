/** What went wrong, in one line for a log: an Error's message, or anything else as text. */
export function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
