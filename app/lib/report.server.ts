import { log } from './log.server';

/**
 * The error-reporting hook (account-area.md §8: "A channel not found is reported to an
 * error-reporting service"): one logged event, level error, marked `reported` so a log shipper
 * can forward it to the retailer's error-reporting service, with the request's correlation id.
 */
export function reportError(event: string, fields: { correlationId: string } & Record<string, unknown>): void {
  log('error', event, { ...fields, reported: true });
}
