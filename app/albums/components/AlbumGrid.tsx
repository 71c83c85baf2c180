import { Link } from '~/ui/Link';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useT } from '~/i18n/use-t';
import { useIslandLoad } from '~/lib/island-fetch';
import { cardId, moreHref, morePageHref, type AlbumCardData, type AlbumSection } from '../model';
import { AlbumCard } from './AlbumCard';

/** Cards that load their cover eagerly: about the first screen. */
const EAGER_CARDS = 8;

/**
 * A grid of album cards with its 'Load more' link (the list page at the next cursor, so it
 * works without JavaScript). With JavaScript the link loads the next page in place (an island
 * request outside the router, decision 1921), appends it, announces how many arrived and moves
 * focus to the first new album. A page that did not come says the section's message in place
 * and the same link tries again; the albums shown stay.
 */
export function AlbumGrid({
  section,
  kind,
  query,
  label,
  first,
  moreLabel,
}: {
  section: AlbumSection;
  kind: 'own' | 'shared';
  query: string;
  label: string;
  /** A first grid item (the 'New album' tile). */
  first?: ReactNode;
  moreLabel: string;
}) {
  const t = useT();
  const island = useIslandLoad<AlbumSection>();
  const [cards, setCards] = useState<AlbumCardData[]>(section.cards);
  const [cursor, setCursor] = useState<string | null>(section.cursor);
  const [failed, setFailed] = useState(false);
  const [message, setMessage] = useState('');
  const focusNext = useRef<string | null>(null);
  const handled = useRef<unknown>(null);

  // A new page from the server (navigation, revalidation) replaces the state.
  useEffect(() => {
    setCards(section.cards);
    setCursor(section.cursor);
    setFailed(false);
  }, [section]);

  useEffect(() => {
    const answer = island.answer;
    if (!answer || island.busy || handled.current === answer) return;
    handled.current = answer;
    if (!answer.ok || answer.data.status === 'error') {
      setFailed(true);
      return;
    }
    const known = new Set(cards.map((c) => c.id));
    const added = answer.data.cards.filter((c) => !known.has(c.id));
    focusNext.current = added[0] ? cardId(kind, added[0].id) : null;
    setCards((prev) => [...prev, ...added]);
    setCursor(answer.data.cursor);
    setFailed(false);
    setMessage(t('albums.moreLoaded', { count: added.length }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per answer
  }, [island.answer, island.busy]);

  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  }, [cards]);

  const busy = island.busy;
  return (
    <>
      <ul className="album-grid" aria-label={label}>
        {first}
        {cards.map((album, i) => (
          <AlbumCard key={album.id} album={album} id={cardId(kind, album.id)} eager={i < EAGER_CARDS} />
        ))}
      </ul>
      <p className="visually-hidden" role="status" aria-live="polite">
        {message}
      </p>
      {failed ? (
        <p className="error-message" role="alert">
          {kind === 'own' ? t('albums.loadError') : t('albums.shared.loadError')}
        </p>
      ) : null}
      {cursor ? (
        <p className="album-grid__more">
          <Link
            to={moreHref(query, kind, cursor)}
            className="button button--secondary"
            preventScrollReset
            aria-disabled={busy ? 'true' : undefined}
            onClick={(event) => {
              if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
              event.preventDefault();
              if (!busy) void island.load(morePageHref(query, kind, cursor));
            }}
          >
            {busy ? t('common.loading') : moreLabel}
          </Link>
        </p>
      ) : null}
    </>
  );
}
