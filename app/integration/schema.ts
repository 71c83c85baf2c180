// First: zod's settings in the browser, before this module's schemas are made (lib/zod-jitless.ts).
import '~/lib/zod-jitless';
import { z } from 'zod';

/** Messages (translation keys); en-GB holds the customer API's words. */
export const INTEGRATION_MESSAGES = {
  callbackUrl: 'integration.error.callbackUrl',
  callbackUrlMissing: 'integration.error.callbackUrlMissing',
  callbackFormat: 'integration.error.callbackFormat',
} as const;

const CALLBACK_URL_MAX = 2000;
/** The customer API's callback formats (as in app/services/account-settings.server.ts, which the browser cannot import). */
const CALLBACK_FORMATS = ['json', 'xml'] as const;

/** An https URL with a host and no user name or password in it (the customer API's rule). */
function isHttpsCallbackUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.length > 0 && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** The callback form of /integration, validated on the server with conform's parseWithZod. */
export const integrationFormSchema = z.object({
  callbackUrl: z
    .string({ error: INTEGRATION_MESSAGES.callbackUrlMissing })
    .trim()
    .min(1, INTEGRATION_MESSAGES.callbackUrlMissing)
    .max(CALLBACK_URL_MAX, INTEGRATION_MESSAGES.callbackUrl)
    .refine(isHttpsCallbackUrl, INTEGRATION_MESSAGES.callbackUrl),
  callbackFormat: z.enum(CALLBACK_FORMATS, { error: INTEGRATION_MESSAGES.callbackFormat }),
});
export type IntegrationFormValue = z.infer<typeof integrationFormSchema>;
export const INTEGRATION_FIELDS = ['callbackUrl', 'callbackFormat'] as const;
