import { useLocale, useT } from '~/i18n/use-t';
import type { TKey } from '~/i18n/t';
import type { Superorder } from '~/services/orders.server';
import { ProductPicture } from '~/ui/ProductPicture';
import type { VoucherDetails } from '~/services/voucher.server';
import { formatOrderDate } from '../format';
import { productStatusKey } from '../status';

function ProductPdfLink({ href, title }: { href: string | null; title: string }) {
  const t = useT();
  if (!href) return null;
  return (
    <p className="order-product__pdf">
      <a href={href} download>
        {t('retail.pdf.download')}
        <span className="visually-hidden"> {title}</span>
      </a>
    </p>
  );
}

function Voucher({ code, details }: { code: string; details: VoucherDetails | undefined }) {
  const t = useT();
  const locale = useLocale();
  return (
    <div className="voucher">
      <p className="voucher__code">{t('orders.details.voucher', { code })}</p>
      {details?.isVoucherFound ? (
        <>
          <p>
            <strong>{details.title}</strong>
            {details.description ? ` — ${details.description}` : null}
          </p>
          {details.validUntil ? <p className="muted">{t('orders.details.voucherValidUntil', { date: formatOrderDate(details.validUntil, locale) })}</p> : null}
        </>
      ) : details ? (
        <p className="muted">{t('orders.details.voucherNotFound')}</p>
      ) : null}
    </div>
  );
}

/** The products of an order, with their status word, voucher details and, where it has one, its PDF (`pdfHref`). */
export function OrderProducts({
  products,
  vouchers,
  pdfHref,
}: {
  products: Superorder['products'];
  vouchers: Record<string, VoucherDetails>;
  pdfHref: (code: string) => string | null;
}) {
  const t = useT();
  return (
    <section aria-labelledby="order-products-title" className="order-section">
      <h2 id="order-products-title">{t('orders.details.products')}</h2>
      <ul className="order-products">
        {products.map((p, i) => {
          const statusKey = productStatusKey(p.status);
          return (
            <li key={p.code} className={p.picture ? 'order-product order-product--picture' : 'order-product'}>
              <h3>{p.title}</h3>
              {/* Below the order's facts and address: the first one may still be on the first screen. */}
              <ProductPicture picture={p.picture} alt={p.title} sizes="240px" eager={i === 0} className="product-picture order-product__picture" />
              <p>
                {t('orders.details.quantity' as TKey, { count: p.quantity })}
                {statusKey ? (
                  <>
                    {' · '}
                    {t(`orders.productStatus.${statusKey}` as TKey)}
                  </>
                ) : null}
              </p>
              {p.voucher ? <Voucher code={p.voucher} details={vouchers[p.voucher]} /> : null}
              <ProductPdfLink href={pdfHref(p.code)} title={p.title} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
