/**
 * The address of each brand's font file, for the page's preload (decision 2430): the same
 * file app/styles/brand-fonts.css asks for, so the build gives both the one hashed name.
 */
import figtree from '@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2?url';
import sourceSans3 from '@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2?url';
import spaceGrotesk from '@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2?url';
import publicSans from '@fontsource-variable/public-sans/files/public-sans-latin-wght-normal.woff2?url';
import { lookOf, type BrandLook } from './brand-type';

const FILES: Record<BrandLook, string> = { keepsake: figtree, fotofolio: sourceSans3, posterhaus: spaceGrotesk, business: publicSans };

/** The woff2 file the brand's pages are set in. */
export const brandFontUrl = (brandId: string): string => FILES[lookOf(brandId)];
