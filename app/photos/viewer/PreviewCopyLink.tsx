import { Link } from '~/ui/Link';
import { useT } from '~/i18n/use-t';
import { useRootData } from '~/lib/root-data';
import { CopyToAlbumIcon } from '~/ui/icons';
import { IconText } from '~/ui/IconText';

/**
 * The preview bottom bar's 'Copy to album': a link to the copy modal nested under the
 * preview (`…/preview/{id}/copy`, keeping the query), so it works without JavaScript and
 * comes back to the same photo. Shown only with the album view flag.
 */
export function PreviewCopyLink({ selfHref }: { selfHref: string }) {
  const t = useT();
  const root = useRootData();
  if (!root?.flags.PhotoManagementAlbumViewEnabled) return null;
  const [path, search] = selfHref.split('?');
  return (
    <Link to={`${path}/copy${search ? `?${search}` : ''}`} preventScrollReset className="button button--secondary icon-button" id="viewer-copy">
      <IconText icon={CopyToAlbumIcon}>{t('selection.copy')}</IconText>
    </Link>
  );
}
