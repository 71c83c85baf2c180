import { useId, useState } from 'react';
import { useT } from '~/i18n/use-t';
import { formatBytes } from '~/lib/bytes';
import { PrintsIcon } from '~/ui/icons';
import { IconText } from '~/ui/IconText';
import { useHydrated } from '~/ui/useHydrated';
import type { PhotoFacts } from './model';
import type { PrintFormat, PrintSizes } from './print-sizes';

const QUALITY_KEY = { good: 'print.info.good', acceptable: 'print.info.acceptable', poor: 'print.info.poor' } as const;

/**
 * The photo's details beside the preview (decision 2614): without JavaScript a disclosure the
 * server renders (`<details>`), with it a toggle button (`aria-expanded`) over a panel. Both
 * hold the same facts: file name, pixels, file size, date taken, camera and print sizes.
 */
export function PhotoInfoToggle({ facts }: { facts: PhotoFacts }) {
  const t = useT();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  if (!hydrated) {
    return (
      <details className="photo-info">
        <summary className="button button--secondary icon-button photo-info__toggle">
          <IconText icon={PrintsIcon}>{t('print.info.toggle')}</IconText>
        </summary>
        <PhotoInfoPanel facts={facts} />
      </details>
    );
  }
  return (
    <div className="photo-info">
      <button
        type="button"
        className="button button--secondary icon-button photo-info__toggle"
        id="viewer-info"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        <IconText icon={PrintsIcon}>{t('print.info.toggle')}</IconText>
      </button>
      <PhotoInfoPanel facts={facts} id={panelId} hidden={!open} />
    </div>
  );
}

function PhotoInfoPanel({ facts, id, hidden }: { facts: PhotoFacts; id?: string; hidden?: boolean }) {
  const t = useT();
  const headingId = `${id ?? 'photo-info'}-title`;
  const unknown = t('print.info.unknown');
  return (
    // A tab stop: on a short screen the panel scrolls, and the keyboard must be able to scroll it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region (WCAG 2.1.1)
    <section className="photo-info__panel" id={id} hidden={hidden} aria-labelledby={headingId} tabIndex={0}>
      <h2 id={headingId} className="photo-info__title">
        {t('print.info.title')}
      </h2>
      <dl className="photo-info__facts">
        <dt>{t('print.info.fileName')}</dt>
        <dd>{facts.fileName}</dd>
        <dt>{t('print.info.pixels')}</dt>
        <dd>{facts.width && facts.height ? t('print.info.pixelsValue', { width: facts.width, height: facts.height }) : unknown}</dd>
        <dt>{t('print.info.fileSize')}</dt>
        <dd>{facts.bytes ? formatBytes(facts.bytes) : unknown}</dd>
        <dt>{t('print.info.dateTaken')}</dt>
        <dd>{facts.dateTaken ?? unknown}</dd>
        <dt>{t('print.info.camera')}</dt>
        <dd>{facts.camera ?? unknown}</dd>
      </dl>
      <PrintSizesSection prints={facts.prints} headingLevel={3} />
    </section>
  );
}

/** The largest good and acceptable sizes, the rule, and each format's quality (shared with Order prints). */
export function PrintSizesSection({ prints, headingLevel, title }: { prints: PrintSizes | null; headingLevel: 2 | 3; title?: string }) {
  const t = useT();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const size = (f: PrintFormat) => t('print.info.sizeValue', { short: f.short, long: f.long });
  return (
    <div className="print-sizes">
      <Heading className="print-sizes__title">{title ?? t('print.info.printsHeading')}</Heading>
      {!prints ? (
        <p>{t('print.info.noSize')}</p>
      ) : (
        <>
          <ul className="print-sizes__best">
            <li>{prints.largestGood ? t('print.info.bestGood', { size: size(prints.largestGood) }) : t('print.info.noneGood')}</li>
            <li>{prints.largestAcceptable ? t('print.info.bestAcceptable', { size: size(prints.largestAcceptable) }) : t('print.info.noneAcceptable')}</li>
          </ul>
          <p className="print-sizes__rule">{t('print.info.rule')}</p>
          <table className="print-sizes__table">
            <thead>
              <tr>
                <th scope="col">{t('print.info.size')}</th>
                <th scope="col">{t('print.info.quality')}</th>
              </tr>
            </thead>
            <tbody>
              {prints.sizes.map((s) => (
                <tr key={`${s.format.short}x${s.format.long}`} className={`print-sizes__row print-sizes__row--${s.quality}`}>
                  <th scope="row">{size(s.format)}</th>
                  <td>{t(QUALITY_KEY[s.quality])}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </div>
  );
}
