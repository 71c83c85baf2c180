// First: zod's settings in the browser, before a schema is made (lib/zod-jitless.ts).
import '~/lib/zod-jitless';
import { z } from 'zod';

/** What a required text answer says when it is missing or empty, too long, or not of its form. */
export interface RequiredTextMessages {
  required: string;
  tooLong: string;
  invalid: string;
}

/**
 * A required text answer: trimmed, not empty, at most `max` characters and matching each of
 * `patterns`. One message says the same for all three.
 */
export function requiredText(max: number, messages: string | RequiredTextMessages, ...patterns: RegExp[]) {
  const m = typeof messages === 'string' ? { required: messages, tooLong: messages, invalid: messages } : messages;
  return patterns.reduce((schema, pattern) => schema.regex(pattern, m.invalid), z.string({ error: m.required }).trim().min(1, m.required).max(max, m.tooLong));
}
