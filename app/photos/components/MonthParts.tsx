import { Link } from '~/ui/Link';
import type { CSSProperties, MouseEvent } from "react";
import { useT } from "~/i18n/use-t";

/**
 * A month's heading: a heading, not a named region (forty month landmarks would drown the page's
 * own, decision 1614). In selection mode the month's select-all sits beside it (the pair sticks
 * together); the pair's box is there from the start of selection mode, so the heading stays the
 * same element when the toggle arrives with the month's photos (a jump's focus on it stays).
 * `held`: a month not loaded yet (or whose photos' data left, far away) keeps the toggle's room,
 * unseen and unread, so the month keeps its height when they come and a month jumped to below it
 * stays where it landed (decision 2440).
 */
export function MonthHead({
  heading,
  selecting,
  toggle,
  held = false,
}: {
  heading: string | null;
  selecting: boolean;
  held?: boolean;
  toggle: {
    name: string;
    id: string;
    all: boolean;
    onClick: (event: MouseEvent<HTMLButtonElement>) => void;
  } | null;
}) {
  const t = useT();
  if (!heading) return null;
  const headingEl = <h2 className="month__heading">{heading}</h2>;
  if (!toggle && !selecting) return headingEl;
  return (
    <div className="month__head">
      {headingEl}
      {toggle ? (
        <button
          type="submit"
          name="intent"
          value={toggle.name}
          id={toggle.id}
          className="button button--secondary month__toggle"
          onClick={toggle.onClick}
        >
          {/* The other label holds its place, unseen and unread: the button keeps its width (issue 37). */}
          <span className="month__toggle-labels">
            <span>{t(toggle.all ? "selection.month.deselectAll" : "selection.month.selectAll", { month: heading })}</span>
            <span aria-hidden="true">{t(toggle.all ? "selection.month.selectAll" : "selection.month.deselectAll", { month: heading })}</span>
          </span>
        </button>
      ) : held ? (
        <span className="button button--secondary month__toggle month__toggle--held" aria-hidden="true">
          <span className="month__toggle-labels">
            <span>{t("selection.month.selectAll", { month: heading })}</span>
            <span>{t("selection.month.deselectAll", { month: heading })}</span>
          </span>
        </span>
      ) : null}
    </div>
  );
}

/**
 * About how many photos a justified row holds (photos.css's --row, photos mostly 3:2 landscape)
 * on a phone, a tablet and a wide screen: the rows a month not loaded yet reserves (decision 2440).
 */
const ROW_TILES = { small: 2, medium: 3, large: 3 } as const;
/** A phone's rows in selection mode, taller (selection.css): about three photos a row. */
const SELECTING_SMALL_TILES = 3;

/** A month not loaded yet: its reserved rows and 'Load this month' (a real link without JavaScript). */
export function MonthPlaceholder({
  rows,
  href,
  onClick,
  busy,
  heading,
  selecting = false,
}: {
  rows: { tiles: number };
  selecting?: boolean;
  href: string;
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
  busy: boolean;
  heading: string | null;
}) {
  const t = useT();
  return (
    <div
      className="month__placeholder"
      style={
        {
          "--n": rows.tiles,
          "--s": Math.ceil(rows.tiles / (selecting ? SELECTING_SMALL_TILES : ROW_TILES.small)),
          "--m": Math.ceil(rows.tiles / ROW_TILES.medium),
          "--l": Math.ceil(rows.tiles / ROW_TILES.large),
        } as CSSProperties
      }
    >
      {/* This route is known already: no discovery marker (decision 1614). */}
      <Link to={href} onClick={onClick} preventScrollReset discover="none">
        {busy ? t("common.loading") : t("photos.loadMonth")}
        {heading ? (
          <span className="visually-hidden">{` ${heading}`}</span>
        ) : null}
      </Link>
    </div>
  );
}

