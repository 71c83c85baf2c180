import { useT } from "~/i18n/use-t";
import type { Picture } from "~/services/picture";
import { ProductPicture } from "~/ui/ProductPicture";

/** At most this many pictures are stacked; the rest are counted ("+2"). */
const STACKED = 3;

/**
 * An order's products' pictures in a list (decision 2511): a fixed column, whatever the number of
 * products, the first picture in front and up to two more stacked behind it, each one the
 * product's picture with its title as alt text; any beyond those counted as "+N" (the card says
 * how many products there are, so the count is not read twice).
 */
export function PictureStack({
  pictures,
  eager,
}: {
  pictures: { key: string | number; title: string; picture: Picture }[];
  eager: boolean;
}) {
  const t = useT();
  if (pictures.length === 0) return null;
  const shown = pictures.slice(0, STACKED);
  const more = pictures.length - shown.length;
  return (
    <div className="picture-stack" data-count={shown.length}>
      {shown.map((p, i) => (
        <ProductPicture
          key={p.key}
          picture={p.picture}
          alt={p.title}
          sizes={LIST_SIZES}
          eager={eager}
          className={`product-picture picture-stack__item picture-stack__item--${
            i + 1
          }`}
        />
      ))}
      {more > 0 ? (
        <span className="picture-stack__more" aria-hidden="true">
          {t("orders.pictures.more", { n: more })}
        </span>
      ) : null}
    </div>
  );
}

/** Shown 120 px wide on phones, 136 px from 40em (orders.css). */
const LIST_SIZES = "(min-width: 40em) 136px, 120px";
