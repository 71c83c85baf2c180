/**
 * The brand's wordmark in the header, a link to the brand's shop (issue 19). `logo` is the root's
 * inline SVG (app/lib/brand-logo.server.ts, drawn on the server from the brand's constants: no client
 * code), named after the brand: the link's accessible name. `href` is given by the page: the
 * shop's address.
 */
export function BrandLogo({ logo, href }: { logo: string; href: string }) {
  return <a className="logo" href={href} dangerouslySetInnerHTML={{ __html: logo }} />;
}
