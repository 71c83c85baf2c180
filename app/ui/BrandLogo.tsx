import { logoSvg } from '~/lib/brand-logo';

/**
 * The brand's wordmark in the header, a link to the brand's shop (issue 19). Its accessible name
 * is the brand's name (the SVG's label). `href` is given by the page: the shop's address.
 */
export function BrandLogo({ brand, href }: { brand: { id: string; name: string }; href: string }) {
  // The markup is built from the brand's constants (escaped): no user data.
  return <a className="logo" href={href} dangerouslySetInnerHTML={{ __html: logoSvg(brand) }} />;
}
