/**
 * The source of `app/ui/icons.svg` (decision 1617): the Lucide icons (`lucide-react`, ISC) the
 * interface uses, each rendered once into a `<symbol>`. Run `npx tsx scripts/icon-sprite.ts`
 * after changing the list; a unit test fails while the committed sprite differs. Only the
 * sprite and the names reach the browser, never this module.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  Archive, ArrowLeft, ChevronLeft, ChevronRight, Download, Ellipsis, FolderMinus, FolderPlus,
  Plus, Printer, SquareCheck, Trash2, X, ZoomIn, ZoomOut, type LucideIcon,
} from 'lucide-react';

export const ICON_SOURCES = {
  add: Plus,
  back: ArrowLeft,
  close: X,
  copyToAlbum: FolderPlus,
  delete: Trash2,
  download: Download,
  export: Archive,
  more: Ellipsis,
  next: ChevronRight,
  previous: ChevronLeft,
  prints: Printer,
  removeFromAlbum: FolderMinus,
  select: SquareCheck,
  zoomIn: ZoomIn,
  zoomOut: ZoomOut,
} satisfies Record<string, LucideIcon>;

export type IconName = keyof typeof ICON_SOURCES;

/** The sprite's text: one `<symbol id="{name}">` per icon, holding the icon's shapes. */
export function renderSprite(): string {
  const symbols = Object.entries(ICON_SOURCES).map(([name, Icon]) => {
    const svg = renderToStaticMarkup(createElement(Icon));
    const inner = svg.slice(svg.indexOf('>') + 1, svg.lastIndexOf('</svg>'));
    return `<symbol id="${name}" viewBox="0 0 24 24">${inner}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`;
}
