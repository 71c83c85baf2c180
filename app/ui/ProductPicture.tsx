import type { Picture } from '~/services/picture';

/**
 * A product's picture (decision 2420): sized by its width and height (no layout shift), every
 * stored width in srcset for the `sizes` it is shown at, lazy unless it is on the first screen.
 * `alt` is the article's title where the picture names the product; '' where a visible text
 * beside it already does (decorative).
 */
export function ProductPicture({ picture, alt, sizes, eager = false, className = 'product-picture' }: { picture: Picture | null | undefined; alt: string; sizes: string; eager?: boolean; className?: string }) {
  if (!picture) return null;
  const sources = [...picture.sources].sort((a, b) => a.width - b.width);
  return (
    <img
      className={className}
      src={sources[0]!.url}
      srcSet={sources.map((s) => `${s.url} ${s.width}w`).join(', ')}
      sizes={sizes}
      width={picture.width}
      height={picture.height}
      alt={alt}
      loading={eager ? undefined : 'lazy'}
      decoding="async"
    />
  );
}
