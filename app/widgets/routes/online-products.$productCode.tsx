import { data, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, Outlet, useActionData, useLoaderData, type MetaFunction, type ShouldRevalidateFunction } from '@remix-run/react';
import { Link } from '~/ui/Link';
import { requireB2c } from '~/auth/guard.server';
import type { TKey } from '~/i18n/t';
import { useT } from '~/i18n/use-t';
import { titleMeta } from '~/lib/meta';
import { PageErrorBoundary } from '~/ui/PageErrorBoundary';
import { upstreamContext } from '~/services/http.server';
import { getWidget } from '~/services/widgets.server';
import { ProductPicture } from '~/ui/ProductPicture';
import { brandFor } from '~/i18n/i18next.server';
import { BlockedNotice } from '~/widgets/BlockedNotice';
import { loadGallery } from '~/widgets/gallery.server';
import { GALLERY_FIELD_IDS, GALLERY_INTENTS, galleryFormOf } from '~/widgets/gallery-model';
import { GallerySection } from '~/widgets/GallerySection';
import addressesCss from '~/styles/addresses.css?url';
import widgetsCss from '~/styles/widgets.css?url';
import { ErrorSummary } from '~/ui/ErrorSummary';
import { Field } from '~/ui/Field';
import { shareFormOf, widgetAction } from '~/widgets/actions.server';
import { answersAndErrors, takeFormState } from '~/lib/form-state.server';
import { SHARE_LIMITS } from '~/widgets/model';
import { BehindModal } from '~/ui/Modal';
import { keepFailureLocal, keepingLocalFailures, onlyAModal } from '~/lib/local-failure';
import { confirmHrefOf, failedFormState, failedWidgetPost, widgetPageOf } from '~/widgets/confirm-model';

// addresses.css: the form kit's radios (the gallery's categories).
export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: widgetsCss },
  { rel: 'stylesheet', href: addressesCss },
];
export const meta: MetaFunction<typeof loader> = ({ matches, data: loaderData }) => titleMeta(matches, 'widgets.share.title', { error: !!loaderData && Object.keys(loaderData.form?.errors ?? {}).length > 0 });

export async function loader({ request, params }: LoaderFunctionArgs) {
  const session = await requireB2c(request);
  const productCode = params.productCode ?? '';
  const ctx = upstreamContext(request, session.accessToken);
  const widget = await getWidget(ctx, productCode);
  if (!widget) throw new Response('Not found', { status: 404 });
  const forms = [shareFormOf(productCode), ...GALLERY_INTENTS.map((intent) => galleryFormOf(intent, productCode))];
  const [gallery, { state, clear }] = await Promise.all([loadGallery(ctx, widget, brandFor(request).id), takeFormState(request, forms)]);
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  if (clear) headers.append('Set-Cookie', clear);
  return data(
    {
      widget: { productCode: widget.productCode, orderCode: widget.orderCode, title: widget.title, status: widget.status, recipient: widget.RecipientEmail ?? null, picture: widget.picture ?? null },
      gallery,
      // Which form the refusal belongs to: 'share' or a gallery intent.
      form: state ? { which: state.form === shareFormOf(productCode) ? 'share' : state.form.split('/')[0]!, ...answersAndErrors(state) } : null,
    },
    { headers },
  );
}

export async function action({ request, params }: ActionFunctionArgs) {
  const session = await requireB2c(request);
  return widgetAction(request, session, params.productCode ?? '');
}

/** With JavaScript, a post that fails on the way says so on its own form, the page kept (decision 1920). */
export const clientAction = keepFailureLocal(failedWidgetPost);

/** The page keeps its data while a confirmation opens or closes over it; posts reload it. */
export const shouldRevalidate: ShouldRevalidateFunction = keepingLocalFailures(({ formMethod, currentUrl, nextUrl, currentParams, defaultShouldRevalidate }) => {
  if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate;
  if (onlyAModal(currentUrl, nextUrl, widgetPageOf(currentParams.productCode ?? ''))) return false;
  return defaultShouldRevalidate;
});

const SHARE_IDS: Record<string, string> = { senderName: 'sender-name', recipientEmail: 'recipient-email', personalMessage: 'personal-message', form: 'share-heading' };
const RESET_IDS: Record<string, string> = { form: 'reset-heading' };

export default function WidgetSharePage() {
  const { widget, form: refused, gallery } = useLoaderData<typeof loader>();
  const form = failedFormState(useActionData()) ?? refused;
  const t = useT();
  const shareForm = form?.which === 'share' ? form : null;
  const resetError = form?.which === 'reset' ? form.errors.form : undefined;
  const errors = shareForm?.errors ?? {};
  const message = (field: string) => (errors[field] ? t(errors[field] as TKey) : undefined);
  const ids = shareForm ? SHARE_IDS : resetError ? RESET_IDS : GALLERY_FIELD_IDS;
  const summary = Object.entries(form?.errors ?? {}).map(([field, key]) => ({ field: ids[field] ?? field, message: t(key as TKey) }));
  const active = widget.status === 'Active';
  // A book whose order is blocked is not active for the customer, whatever the widget says (decision 2141).
  const status = active && gallery.blocked ? 'Blocked' : widget.status;
  return (
    <>
      <BehindModal className="widget-page">
        <ErrorSummary errors={summary} />
        <h1>{t('widgets.share.title')}</h1>
        <div className="widget-page__book">
          {/* The book this page shares; the title beside it names it (decorative, decision 2421). */}
          <ProductPicture picture={widget.picture} alt="" sizes="(min-width: 40em) 200px, 128px" eager className="product-picture widget-page__cover" />
          <div>
            <p className="lead">
              {widget.title || widget.productCode} <span className="muted">({widget.productCode})</span>
            </p>
            <p>
              {t('widgets.order', { code: widget.orderCode })} · <span className={`status status--${status.toLowerCase()}`}>{t('widgets.statusLabel', { status: t(`widgets.status.${status}` as TKey) })}</span>
            </p>
          </div>
        </div>
        {gallery.blocked ? <BlockedNotice orderCode={widget.orderCode} reason={gallery.blocked.reason} /> : null}
        {active && !gallery.blocked ? (
          <section className="widget-section" aria-labelledby="share-heading">
            <h2 id="share-heading" tabIndex={-1}>
              {t('widgets.share.heading')}
            </h2>
            {errors.form ? (
              <p className="field__error">
                <span className="visually-hidden">{t('ui.error.prefix')} </span>
                {t(errors.form as TKey)}
              </p>
            ) : null}
            <Form method="post" noValidate className="share-form">
              <input type="hidden" name="intent" value="share" />
              <Field id="sender-name" name="senderName" label={t('widgets.share.senderName')} autoComplete="name" defaultValue={shareForm?.values.senderName} error={message('senderName')} />
              <Field
                id="recipient-email"
                name="recipientEmail"
                type="email"
                label={t('widgets.share.recipientEmail')}
                hint={t('widgets.share.recipientHint')}
                autoComplete="off"
                spellCheck={false}
                defaultValue={shareForm?.values.recipientEmail}
                error={message('recipientEmail')}
              />
              <Field
                id="personal-message"
                name="personalMessage"
                multiline
                label={t('widgets.share.personalMessage')}
                hint={t('ui.characterLimit', { count: SHARE_LIMITS.personalMessage })}
                defaultValue={shareForm?.values.personalMessage}
                error={message('personalMessage')}
              />
              <button type="submit" className="button">
                {t('widgets.share.submit')}
              </button>
            </Form>
          </section>
        ) : active ? null : (
          <p className="banner">{t('widgets.share.deleted')}</p>
        )}
        {active ? <GallerySection productCode={widget.productCode} bookTitle={widget.title || widget.productCode} gallery={gallery} form={form} /> : null}
        <section className="widget-section" aria-labelledby="reset-heading">
          <h2 id="reset-heading" tabIndex={-1}>
            {t('widgets.reset.heading')}
          </h2>
          <p>{t(active ? 'widgets.reset.hintActive' : 'widgets.reset.hintDeleted')}</p>
          {resetError ? (
            <p className="field__error">
              <span className="visually-hidden">{t('ui.error.prefix')} </span>
              {t(resetError as TKey)}
            </p>
          ) : null}
          {/* A reset breaks the links shared before: it asks first. Recreating a deleted book does not. */}
          {active ? (
            <Link id="reset-widget" className="button button--secondary" to={confirmHrefOf(widget.productCode, 'reset')} preventScrollReset>
              {t('widgets.reset.submitActive')}
            </Link>
          ) : (
            <Form method="post">
              <input type="hidden" name="intent" value="reset" />
              <button type="submit" className="button button--secondary">
                {t('widgets.reset.submitDeleted')}
              </button>
            </Form>
          )}
        </section>
        {active ? (
          <section className="widget-section" aria-labelledby="delete-heading">
            <h2 id="delete-heading">{t('widgets.delete.heading')}</h2>
            <p>{t('widgets.delete.hint')}</p>
            <Link id="delete-widget" className="button button--danger" to={confirmHrefOf(widget.productCode, 'delete')} preventScrollReset>
              {t('widgets.delete.submit')}
            </Link>
          </section>
        ) : null}
        <p className="widget-page__back">
          <Link to="/online-products">{t('widgets.back')}</Link>
        </p>
      </BehindModal>
      <Outlet />
    </>
  );
}

export function ErrorBoundary() {
  return <PageErrorBoundary notFound="widgets.notFound" />;
}
