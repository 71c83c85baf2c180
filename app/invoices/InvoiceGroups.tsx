import { useT } from '~/i18n/use-t';

/** The b2b invoice groups beside the historical invoices, each a PDF download (decision 2152); nothing without groups. */
export function InvoiceGroups({ groups }: { groups: { id: string; invoiceIds: string[] }[] }) {
  const t = useT();
  if (groups.length === 0) return null;
  return (
    <section className="invoice-groups" aria-labelledby="invoice-groups-title">
      <h2 id="invoice-groups-title">{t('retail.invoiceGroup.title')}</h2>
      <ul>
        {groups.map((g) => (
          <li key={g.id}>
            <a href={`/invoices/groups/${encodeURIComponent(g.id)}/pdf`} download>
              {t('retail.invoiceGroup.link', { id: g.id })}
            </a>{' '}
            <span className="muted">{t('retail.invoiceGroup.invoices', { ids: g.invoiceIds.join(', ') })}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
