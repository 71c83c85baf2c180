/**
 * The interface's icons: one set, Lucide (decision 1930), drawn from one cached sprite
 * (`icons.svg`, made from `lucide-react` by `icon-sprite.ts`, decision 1617). An icon is a
 * 70-byte `<use>` in the page instead of its shapes, and the browser loads no icon code. Icons
 * are `aria-hidden`: the control around them carries the words (a visually hidden span or its
 * visible text), never the icon. The stroke style is in app.css (`.icon`).
 */
import spriteHref from './icons.svg?no-inline';
import type { IconName } from './icon-sprite';

export type IconComponent = () => JSX.Element;

const icon = (name: IconName): IconComponent => {
  const Icon = () => (
    <svg className="icon" width="24" height="24" aria-hidden="true" focusable="false">
      <use href={`${spriteHref}#${name}`} />
    </svg>
  );
  Icon.displayName = `Icon(${name})`;
  return Icon;
};

export const AddIcon = icon('add');
export const BackIcon = icon('back');
export const CloseIcon = icon('close');
export const CopyToAlbumIcon = icon('copyToAlbum');
export const DeleteIcon = icon('delete');
export const DownloadIcon = icon('download');
export const ExportIcon = icon('export');
export const MoreIcon = icon('more');
export const NextIcon = icon('next');
export const PreviousIcon = icon('previous');
export const PrintsIcon = icon('prints');
export const RemoveFromAlbumIcon = icon('removeFromAlbum');
export const SelectIcon = icon('select');
export const ZoomInIcon = icon('zoomIn');
export const ZoomOutIcon = icon('zoomOut');
