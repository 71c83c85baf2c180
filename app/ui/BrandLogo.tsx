/**
 * The brand's wordmark in the header, a link to the brand's shop (decision 1970). The drawing comes
 * from one cached sprite of every storefront's logo (`brand-logos.svg`, decision 1619): the page
 * holds a `<use>`, not the shapes, and the root's data only the brand it already names. The image
 * is named after the brand: the link's accessible name. `href` is the shop's address.
 */
import spriteHref from './brand-logos.svg?no-inline';
import { logoSymbolId, logoWidth } from '../../shared/brand-logo';

export function BrandLogo({ brand, href }: { brand: { id: string; name: string }; href: string }) {
  const width = logoWidth(brand);
  return (
    <a className="logo" href={href}>
      <svg role="img" aria-label={brand.name} viewBox={`0 0 ${width} 32`} width={width} height="32">
        <use href={`${spriteHref}#${logoSymbolId(brand)}`} />
      </svg>
    </a>
  );
}
