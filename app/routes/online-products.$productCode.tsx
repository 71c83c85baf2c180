import { data, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useLoaderData, type MetaFunction } from '@remix-run/react';
import { requireB2c } from '~/account/guard.server';
import type { TKey } from '~/i18n/t';
import { useT } from '~/i18n/use-t';
import { titleMeta } from '~/lib/meta';
import { PageErrorBoundary } from '~/ui/PageErrorBoundary';
import { upstreamContext } from '~/services/http.server';
import { getWidget } from '~/services/widgets.server';
import widgetsCss from '~/styles/widgets.css?url';
import { ErrorSummary } from '~/ui/ErrorSummary';
import { Field } from '~/ui/Field';
import { shareFormOf, widgetAction } from '~/widgets/actions.server';
import { answersAndErrors, takeFormState } from '~/lib/form-state.server';
import { SHARE_LIMITS } from '~/widgets/model';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: widgetsCss }];
export const meta: MetaFunction<typeof loader> = ({ matches, data: loaderData }) =>
  titleMeta(matches, 'widgets.share.title', { error: !!loaderData && Object.keys(loaderData.form?.errors ?? {}).length > 0 });

export async function loader({ request, params }: LoaderFunctionArgs) {
  const session = await requireB2c(request);
  const productCode = params.productCode ?? '';
  const widget = await getWidget(upstreamContext(request, session.accessToken), productCode);
  if (!widget) throw new Response('Not found', { status: 404 });
  const { state, clear } = await takeFormState(request, shareFormOf(productCode));
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  if (clear) headers.append('Set-Cookie', clear);
  return data(
    {
      widget: { productCode: widget.productCode, orderCode: widget.orderCode, title: widget.title, status: widget.status, recipient: widget.RecipientEmail ?? null },
      form: state ? answersAndErrors(state) : null,
    },
    { headers },
  );
}

export async function action({ request, params }: ActionFunctionArgs) {
  const session = await requireB2c(request);
  return widgetAction(request, session, params.productCode ?? '');
}

const FIELD_IDS: Record<string, string> = { senderName: 'sender-name', recipientEmail: 'recipient-email', personalMessage: 'personal-message', form: 'share-heading' };

export default function WidgetSharePage() {
  const { widget, form } = useLoaderData<typeof loader>();
  const t = useT();
  const errors = form?.errors ?? {};
  const message = (field: string) => (errors[field] ? t(errors[field] as TKey) : undefined);
  const summary = Object.keys(errors).map((field) => ({ field: FIELD_IDS[field] ?? field, message: t(errors[field] as TKey) }));
  const active = widget.status === 'Active';
  return (
    <div className="widget-page">
      <ErrorSummary errors={summary} />
      <h1>{t('widgets.share.title')}</h1>
      <p className="lead">
        {widget.title || widget.productCode} <span className="muted">({widget.productCode})</span>
      </p>
      <p>
        {t('widgets.order', { code: widget.orderCode })} · <span className={`status status--${widget.status.toLowerCase()}`}>{t('widgets.statusLabel', { status: t(`widgets.status.${widget.status}` as TKey) })}</span>
      </p>
      {active ? (
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
            <Field id="sender-name" name="senderName" label={t('widgets.share.senderName')} autoComplete="name" defaultValue={form?.values.senderName} error={message('senderName')} />
            <Field
              id="recipient-email"
              name="recipientEmail"
              type="email"
              label={t('widgets.share.recipientEmail')}
              hint={t('widgets.share.recipientHint')}
              autoComplete="off"
              spellCheck={false}
              defaultValue={form?.values.recipientEmail}
              error={message('recipientEmail')}
            />
            <Field
              id="personal-message"
              name="personalMessage"
              multiline
              label={t('widgets.share.personalMessage')}
              hint={t('ui.characterLimit', { count: SHARE_LIMITS.personalMessage })}
              defaultValue={form?.values.personalMessage}
              error={message('personalMessage')}
            />
            <button type="submit" className="button">
              {t('widgets.share.submit')}
            </button>
          </Form>
        </section>
      ) : (
        <p className="banner">{t('widgets.share.deleted')}</p>
      )}
      <section className="widget-section" aria-labelledby="reset-heading">
        <h2 id="reset-heading">{t('widgets.reset.heading')}</h2>
        <p>{t(active ? 'widgets.reset.hintActive' : 'widgets.reset.hintDeleted')}</p>
        <Form method="post">
          <input type="hidden" name="intent" value="reset" />
          <button type="submit" className="button button--secondary">
            {t(active ? 'widgets.reset.submitActive' : 'widgets.reset.submitDeleted')}
          </button>
        </Form>
      </section>
      {active ? (
        <section className="widget-section" aria-labelledby="delete-heading">
          <h2 id="delete-heading">{t('widgets.delete.heading')}</h2>
          <p>{t('widgets.delete.hint')}</p>
          <Form method="post">
            <input type="hidden" name="intent" value="delete" />
            <button type="submit" className="button button--danger">
              {t('widgets.delete.submit')}
            </button>
          </Form>
        </section>
      ) : null}
      <p className="widget-page__back">
        <Link to="/online-products">{t('widgets.back')}</Link>
      </p>
    </div>
  );
}

export function ErrorBoundary() {
  return <PageErrorBoundary notFound="widgets.notFound" />;
}
