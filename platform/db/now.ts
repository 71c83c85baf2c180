/** The current time as an ISO-8601 string, the database's timestamp format. */
export function nowIso(): string {
  return new Date().toISOString();
}
