import { useLocale, useT } from "~/i18n/use-t";
import type { TKey } from "~/i18n/t";
import { formatMoney } from "~/lib/intl";
import type { PriceSummary as Summary } from "../progress";

/**
 * The order's prices as the order service gives them (decision 2511): each product's line when
 * every product has a price, and the total. Shipping, discounts and VAT are not in its answer,
 * so they are not shown.
 */
export function PriceSummary({ summary }: { summary: Summary }) {
  const t = useT();
  const locale = useLocale();
  const money = (amount: number) =>
    formatMoney(amount, summary.currency, locale);
  return (
    <section
      aria-labelledby="order-price-title"
      className="order-section order-price"
    >
      <h2 id="order-price-title">{t("orders.price.heading")}</h2>
      <dl className="order-price__lines">
        {summary.lines?.map((line) => (
          <div key={line.code} className="order-price__line">
            <dt>
              {line.title}
              <span className="muted">
                {" "}
                ·{" "}
                {t("orders.details.quantity" as TKey, { count: line.quantity })}
              </span>
            </dt>
            <dd>{money(line.amount)}</dd>
          </div>
        ))}
        <div className="order-price__line order-price__total">
          <dt>{t("orders.details.total")}</dt>
          <dd>{money(summary.total)}</dd>
        </div>
      </dl>
    </section>
  );
}
