// First: zod's settings in the browser, before this module's schemas are made (lib/zod-jitless.ts).
import '~/lib/zod-jitless';
import { z } from 'zod';

/**
 * A product picture as the order, projects and photo-book services answer it (decision 2420):
 * square, one signed URL per width. Read tolerantly: a missing or malformed picture is no
 * picture, never a failed page.
 */
export const pictureSchema = z
  .object({
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    sources: z.array(z.object({ width: z.number().int().positive(), url: z.string().url() })).min(1),
  })
  .nullish()
  .catch(null);
export type Picture = NonNullable<z.infer<typeof pictureSchema>>;
