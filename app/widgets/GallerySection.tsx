import { Form } from '@remix-run/react';
import { RadiosField } from '~/ui/choice-fields';
import type { TKey } from '~/i18n/t';
import { useT } from '~/i18n/use-t';
import { Field } from '~/ui/Field';
import { FormLevelError } from '~/ui/form-errors';
import { SubmitButton, preventDoubleSubmit, usePending } from '~/ui/SubmitButton';
import { GALLERY_LIMITS, type GalleryIntent, type GalleryView } from './gallery-model';

/** A refused form's answers and error keys, and which form they belong to. */
interface GalleryFormState {
  /** The form's intent ('gallery-create', …), or another form of the page. */
  which: string;
  values: Record<string, string>;
  errors: Record<string, string>;
}

interface Props {
  productCode: string;
  /** The book's own title: the gallery title offered when publishing. */
  bookTitle: string;
  gallery: GalleryView;
  form: GalleryFormState | null;
}

/**
 * The book in the brand's gallery (decision 2140): publish it in a category, change it, remove
 * it. Each operation is its own form: pending on its button, its error in place above it (the
 * button is the retry), success as a toast. A failed read says so in place with a retry link.
 */
export function GallerySection({ productCode, bookTitle, gallery, form }: Props) {
  const t = useT();
  const { entry, blocked, categories, readFailed } = gallery;
  const stateOf = (intent: GalleryIntent) => (form?.which === intent ? form : null);
  // A blocked book that is not in the gallery has nothing here: no empty heading (decision 2141).
  if (blocked && !entry && !readFailed) return null;
  return (
    <section className="widget-section" aria-labelledby="gallery-heading">
      <h2 id="gallery-heading" tabIndex={-1}>
        {t('gallery.heading')}
      </h2>
      {readFailed ? (
        <div className="banner banner--error" role="alert">
          <p>{t('gallery.readFailed')}</p>
          <p>
            <a href={`/online-products/${encodeURIComponent(productCode)}#gallery-heading`}>{t('ui.tryAgain')}</a>
          </p>
        </div>
      ) : entry ? (
        <>
          <p>{t('gallery.publishedIn', { category: categories.find((c) => c.id === entry.categoryId)?.name ?? '—' })}</p>
          {blocked ? null : <DetailsForm intent="gallery-update" state={stateOf('gallery-update')} categories={categories} initial={entry} />}
          <RemoveForm state={stateOf('gallery-delete')} />
        </>
      ) : (
        <>
          <p>{t('gallery.intro')}</p>
          <DetailsForm intent="gallery-create" state={stateOf('gallery-create')} categories={categories} initial={{ categoryId: null, title: bookTitle, description: null }} />
        </>
      )}
    </section>
  );
}

const LABELS = {
  'gallery-create': { submit: 'gallery.create.submit', pending: 'gallery.create.pending' },
  'gallery-update': { submit: 'gallery.update.submit', pending: 'gallery.update.pending' },
} as const;

function DetailsForm({
  intent,
  state,
  categories,
  initial,
}: {
  intent: 'gallery-create' | 'gallery-update';
  state: GalleryFormState | null;
  categories: GalleryView['categories'];
  initial: NonNullable<GalleryView['entry']>;
}) {
  const t = useT();
  const pending = usePending(intent);
  const errors = state?.errors ?? {};
  const message = (field: string) => (errors[field] ? t(errors[field] as TKey) : undefined);
  const value = (field: 'categoryId' | 'title' | 'description', fallback: string | number | null | undefined) => state?.values[field] ?? (fallback == null ? undefined : String(fallback));
  return (
    // Keyed by the refusal, so a second refusal renders the answers it carries.
    <Form method="post" noValidate className="share-form" onSubmit={preventDoubleSubmit(pending)} key={JSON.stringify(state)}>
      <input type="hidden" name="intent" value={intent} />
      <FormLevelError errors={errors.form ? [errors.form] : undefined} />
      <RadiosField
        id="gallery-category"
        name="categoryId"
        legend={t('gallery.category')}
        error={message('categoryId')}
        options={categories.map((c) => ({ value: String(c.id), label: c.name }))}
        defaultValue={value('categoryId', initial.categoryId)}
      />
      <Field id="gallery-title" name="title" label={t('gallery.title')} defaultValue={value('title', initial.title)} error={message('title')} />
      <Field
        id="gallery-description"
        name="description"
        multiline
        label={t('gallery.description')}
        hint={t('ui.characterLimit', { count: GALLERY_LIMITS.description })}
        defaultValue={value('description', initial.description)}
        error={message('description')}
      />
      <SubmitButton intent={intent} label={t(LABELS[intent].submit)} pendingLabel={t(LABELS[intent].pending)} />
    </Form>
  );
}

function RemoveForm({ state }: { state: GalleryFormState | null }) {
  const t = useT();
  const pending = usePending('gallery-delete');
  return (
    <Form method="post" className="gallery-remove" onSubmit={preventDoubleSubmit(pending)}>
      <input type="hidden" name="intent" value="gallery-delete" />
      <FormLevelError errors={state?.errors.form ? [state.errors.form] : undefined} />
      <SubmitButton intent="gallery-delete" label={t('gallery.delete.submit')} pendingLabel={t('gallery.delete.pending')} danger />
    </Form>
  );
}
