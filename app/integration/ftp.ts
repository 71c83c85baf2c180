/**
 * How business customers deliver files over FTP (docs/decisions/0513-ftp-instructions.md): one
 * server per storefront, FTP over TLS on port 21, the account's e-mail as user name, and the
 * folder conventions the page explains.
 */
export const FTP_PORT = 21;
export const FTP_FOLDERS = { incoming: '/incoming', processed: '/processed', rejected: '/rejected' } as const;

/** The storefront's FTP server: ftp.<storefront host>, e.g. ftp.business.keepsake.de. */
export function ftpHostFor(storefrontHost: string): string {
  return `ftp.${storefrontHost}`;
}
