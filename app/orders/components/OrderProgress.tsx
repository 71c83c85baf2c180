import { useT } from "~/i18n/use-t";
import type { TKey } from "~/i18n/t";
import type { InternalStatus } from "~/services/order-statuses";
import { orderProgress } from "../progress";

/**
 * The order's stages as an ordered list, the current one `aria-current="step"` (decision 2511):
 * each stage says its word and, when done, that it is; never colour alone. A cancelled order
 * shows that it is cancelled instead.
 */
export function OrderProgress({ internal }: { internal: InternalStatus }) {
  const t = useT();
  const progress = orderProgress(internal);
  return (
    <section
      aria-labelledby="order-progress-title"
      className="order-section order-progress"
    >
      <h2 id="order-progress-title">{t("orders.progress.heading")}</h2>
      {progress.kind === "cancelled" ? (
        <p className="order-progress__cancelled">
          {t("orders.progress.cancelled")}
        </p>
      ) : (
        <ol className="order-steps">
          {progress.steps.map(({ stage, state }, i) => (
            <li
              key={stage}
              className={`order-step order-step--${state}`}
              aria-current={state === "current" ? "step" : undefined}
            >
              <span className="order-step__marker" aria-hidden="true">
                {state === "done" ? "✓" : i + 1}
              </span>
              <span className="order-step__label">
                {t(`orders.status.${stage}` as TKey)}
                {state === "done" ? (
                  <span className="visually-hidden">
                    {" "}
                    {t("orders.progress.done")}
                  </span>
                ) : null}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
