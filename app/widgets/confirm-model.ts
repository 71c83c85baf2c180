import type { TKey } from '~/i18n/t';

/** The widget tasks that ask first: their modal routes are `/online-products/{code}/{which}`. */
export type WidgetConfirmation = 'reset' | 'delete';

export const widgetPageOf = (code: string) => `/online-products/${encodeURIComponent(code)}`;
export const confirmHrefOf = (code: string, which: WidgetConfirmation) => `${widgetPageOf(code)}/${which}`;

/** keepFailureLocal's fallback for the book page's forms: which form was sent. */
export const failedWidgetPost = (form: FormData) => ({
  intent: String(form.get('intent') ?? ''),
});

/** What a form of the book page says when its post failed on the way, by its intent. */
const FAILED: Record<string, TKey> = {
  share: 'widgets.share.failed',
  reset: 'widgets.actionFailed',
  'gallery-create': 'gallery.create.failed',
  'gallery-update': 'gallery.update.failed',
  'gallery-delete': 'gallery.delete.failed',
};

/**
 * The book page's form state after a post that failed on the way (JavaScript, decision 1920):
 * the failed form's message on that form, as a refusal from the server would be shown.
 */
export function failedFormState(answer: unknown): {
  which: string;
  values: Record<string, string>;
  errors: Record<string, string>;
} | null {
  const intent = (answer as { intent?: unknown } | null)?.intent;
  if (typeof intent !== 'string' || !(intent in FAILED)) return null;
  return { which: intent, values: {}, errors: { form: FAILED[intent]! } };
}
