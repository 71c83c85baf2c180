/**
 * The words of every e-mail in one language (decision 2574). `b` is the storefront's name (the
 * brand, never a customer's words); a customer's words appear only in the photo-book share, and
 * only where the template quotes them.
 */
export interface MailWords {
  hello: string;
  emailChange: { subject: string; ask: (b: string) => string; after: string };
  deletion: { subject: string; ask: (b: string) => string; after: string };
  changed: { subject: string; body: (b: string) => string };
  exportReady: { subject: string; body: (b: string) => string; after: string };
  personalData: { subject: string; body: (b: string) => string; after: string };
  newsletter: { subject: string; thanks: (b: string) => string; ask: string; after: string };
  reset: { subject: string; ask: (b: string) => string; after: string };
  passwordChanged: { subject: string; body: (b: string) => string };
  share: { subject: string; shared: (b: string, title: string) => string; name: (name: string) => string; message: string; open: string };
}
