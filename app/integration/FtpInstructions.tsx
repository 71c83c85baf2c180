import { useT } from '~/i18n/use-t';
import { FTP_FOLDERS, FTP_PORT } from './ftp';

/** How to deliver files over FTP: connection details, then the folder conventions. */
export function FtpInstructions({ host, username }: { host: string; username: string }) {
  const t = useT();
  return (
    <>
      <section className="integration-section" aria-labelledby="ftp-connection">
        <h2 id="ftp-connection">{t('integration.connection.heading')}</h2>
        <dl className="ftp-facts">
          <div>
            <dt>{t('integration.connection.server')}</dt>
            <dd>
              <code>{host}</code>
            </dd>
          </div>
          <div>
            <dt>{t('integration.connection.port')}</dt>
            <dd>{t('integration.connection.portValue', { port: FTP_PORT })}</dd>
          </div>
          <div>
            <dt>{t('integration.connection.username')}</dt>
            <dd>
              <code>{username}</code>
            </dd>
          </div>
          <div>
            <dt>{t('integration.connection.password')}</dt>
            <dd>{t('integration.connection.passwordValue')}</dd>
          </div>
        </dl>
      </section>
      <section className="integration-section" aria-labelledby="ftp-folders">
        <h2 id="ftp-folders">{t('integration.folders.heading')}</h2>
        <ol className="ftp-steps">
          <li>{t('integration.folders.orderFolder', { incoming: FTP_FOLDERS.incoming, example: `${FTP_FOLDERS.incoming}/PO-2024-0042` })}</li>
          <li>{t('integration.folders.files')}</li>
          <li>{t('integration.folders.ready')}</li>
          <li>{t('integration.folders.results', { processed: FTP_FOLDERS.processed, rejected: FTP_FOLDERS.rejected })}</li>
        </ol>
        <p>{t('integration.folders.limits')}</p>
      </section>
    </>
  );
}
