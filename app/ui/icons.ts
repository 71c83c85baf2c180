/**
 * The interface's icons: one set, Lucide (`lucide-react`, ISC), imported by name so the build
 * keeps only these (decision 1930). Each renders an inline SVG in `currentColor` that is
 * `aria-hidden` unless given a label: the control around it carries the words (a visually
 * hidden span or its visible text), never the icon.
 */
export {
  Archive as ExportIcon,
  ArrowLeft as BackIcon,
  ChevronLeft as PreviousIcon,
  ChevronRight as NextIcon,
  Download as DownloadIcon,
  Ellipsis as MoreIcon,
  FolderMinus as RemoveFromAlbumIcon,
  FolderPlus as CopyToAlbumIcon,
  Plus as AddIcon,
  Printer as PrintsIcon,
  SquareCheck as SelectIcon,
  Trash2 as DeleteIcon,
  ZoomIn as ZoomInIcon,
  ZoomOut as ZoomOutIcon,
} from 'lucide-react';
