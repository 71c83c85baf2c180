// First: zod's settings in the browser, before this module's schemas are made (lib/zod-jitless.ts).
import '~/lib/zod-jitless';
import { z } from 'zod';

export const GALLERY_LIMITS = { title: 120, description: 1000 } as const;

/** The gallery forms (decision 2140): one per operation, each with its own request state. */
export const GALLERY_INTENTS = ['gallery-create', 'gallery-update', 'gallery-delete'] as const;
export type GalleryIntent = (typeof GALLERY_INTENTS)[number];
export const isGalleryIntent = (value: unknown): value is GalleryIntent => (GALLERY_INTENTS as readonly unknown[]).includes(value);

/** The form-state name of one gallery form of a widget. */
export const galleryFormOf = (intent: GalleryIntent, productCode: string) => `${intent}/${productCode}`;

/** Publish or change: a category, a title, a description. Messages are translation keys. */
export const galleryDetailsSchema = z.object({
  categoryId: z
    .string({ error: 'gallery.error.categoryRequired' })
    .regex(/^[1-9]\d{0,8}$/, 'gallery.error.categoryRequired')
    .transform(Number),
  title: z
    .string({ error: 'gallery.error.titleRequired' })
    .trim()
    .min(1, 'gallery.error.titleRequired')
    .max(GALLERY_LIMITS.title, 'gallery.error.titleTooLong'),
  description: z
    .string()
    .trim()
    .max(GALLERY_LIMITS.description, 'gallery.error.descriptionTooLong')
    .optional()
    .transform((d) => d || null),
});

/** The error summary's targets: each field's id, and the section heading for errors of a whole form. */
export const GALLERY_FIELD_IDS: Record<string, string> = { categoryId: 'gallery-category', title: 'gallery-title', description: 'gallery-description', form: 'gallery-heading' };

/** What the widget page shows of the gallery (decision 2140). */
export interface GalleryView {
  /** The order is blocked (decision 2141): no sharing, no publishing; the service's reason if it gave one. */
  blocked: { reason: string | null } | null;
  entry: { categoryId: number | null; title: string; description: string | null } | null;
  categories: { id: number; name: string }[];
  /** The entry or the categories could not be read (the Read state Failed): shown in place with a retry. */
  readFailed: boolean;
}
