import { Link } from '~/ui/Link';
import type { CSSProperties, MouseEvent } from "react";
import { useT } from "~/i18n/use-t";

/**
 * A month's heading: a heading, not a named region (forty month landmarks would drown the page's
 * own, decision 1614). In selection mode the month's select-all sits beside it as a small round
 * check (decision 2542): a real submit button (name=intent) named for what it does, 'Select all
 * in …' or 'Deselect all in …', drawn empty, with a dash when some of the month is selected
 * (`some`, also in its description) and ticked when all is. The pair's box is there from the start
 * of selection mode, so the heading stays the same element when the toggle arrives with the
 * month's photos (a jump's focus on it stays). `held`: a month not loaded yet (or whose photos'
 * data left, far away) keeps the toggle's room, unseen and unread (decision 2440).
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
    /** Some of the month's photos selected, not all. */
    some?: boolean;
    onClick: (event: MouseEvent<HTMLButtonElement>) => void;
  } | null;
}) {
  const t = useT();
  if (!heading) return null;
  const headingEl = <h2 className="month__heading">{heading}</h2>;
  if (!toggle && !selecting) return headingEl;
  const state = toggle?.all ? "all" : toggle?.some ? "some" : "none";
  return (
    <div className="month__head">
      {headingEl}
      {toggle ? (
        <button
          type="submit"
          name="intent"
          value={toggle.name}
          id={toggle.id}
          className={`month__toggle month__toggle--${state}`}
          aria-describedby={state === "some" ? `${toggle.id}-some` : undefined}
          onClick={toggle.onClick}
        >
          <span className="month__check" aria-hidden="true" />
          <span className="visually-hidden">{t(toggle.all ? "selection.month.deselectAll" : "selection.month.selectAll", { month: heading })}</span>
          {state === "some" ? (
            <span id={`${toggle.id}-some`} hidden>
              {t("selection.month.some")}
            </span>
          ) : null}
        </button>
      ) : held ? (
        <span className="month__toggle month__toggle--held" aria-hidden="true" />
      ) : null}
    </div>
  );
}

/**
 * About how many photos a justified row holds (photos.css's --row, photos mostly 3:2 landscape)
 * on a phone, a tablet and a wide screen: the rows a month not loaded yet reserves (decisions 2440, 2490).
 */
const ROW_TILES = { small: 2, medium: 3, large: 3 } as const;

/** A month not loaded yet: its reserved rows and 'Load this month' (a real link without JavaScript). */
export function MonthPlaceholder({
  rows,
  href,
  onClick,
  busy,
  heading,
}: {
  rows: { tiles: number };
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
          "--s": Math.ceil(rows.tiles / ROW_TILES.small),
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


/** A month (or a list) whose page failed to load: 'Request failure' and 'Try again' in its place (decision 1920). */
export function MonthError({ href, onClick }: { href: string; onClick: (event: MouseEvent<HTMLAnchorElement>) => void }) {
  const t = useT();
  return (
    <div className="month__error">
      <p>{t("photos.requestFailure")}</p>
      <Link to={href} onClick={onClick} preventScrollReset>
        {t("photos.tryAgain")}
      </Link>
    </div>
  );
}
