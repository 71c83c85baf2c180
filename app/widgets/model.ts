// First: zod's settings in the browser, before this module's schemas are made (lib/zod-jitless.ts).
import '~/lib/zod-jitless';
import { z } from 'zod';

export const SHARE_LIMITS = { senderName: 100, personalMessage: 500, email: 254 } as const;

/** The share form. Messages are translation keys. */
export const shareSchema = z.object({
  senderName: z
    .string({ error: 'widgets.error.senderRequired' })
    .trim()
    .min(1, 'widgets.error.senderRequired')
    .max(SHARE_LIMITS.senderName, 'widgets.error.senderTooLong'),
  recipientEmail: z
    .string({ error: 'widgets.error.emailRequired' })
    .trim()
    .min(1, 'widgets.error.emailRequired')
    .max(SHARE_LIMITS.email, 'widgets.error.emailInvalid')
    .pipe(z.email('widgets.error.emailInvalid')),
  personalMessage: z.string().max(SHARE_LIMITS.personalMessage, 'widgets.error.messageTooLong').optional().default(''),
});

/** Widgets grouped per order, orders in the given order (newest first from the API's listing). */
export function groupByOrder<W extends { orderCode: string }>(widgets: W[], orderCodes: string[]): { orderCode: string; widgets: W[] }[] {
  const groups = new Map<string, W[]>(orderCodes.map((c) => [c, []]));
  for (const w of widgets) {
    if (!groups.has(w.orderCode)) groups.set(w.orderCode, []);
    groups.get(w.orderCode)!.push(w);
  }
  return [...groups].filter(([, ws]) => ws.length > 0).map(([orderCode, ws]) => ({ orderCode, widgets: ws }));
}
