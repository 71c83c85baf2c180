import type { MailWords } from './types';

export const en: MailWords = {
  hello: 'Hello,',
  emailChange: {
    subject: 'Confirm your new e-mail address',
    ask: (b) => `Please confirm that you want to use this address for your ${b} account:`,
    after: 'The link works once and expires in 24 hours. If you did not ask for this, ignore this e-mail.',
  },
  deletion: {
    subject: 'Confirm the deletion of your account',
    ask: (b) => `We received a request to delete your ${b} account. To confirm, open:`,
    after: 'The link works once and expires in 24 hours. If you did not ask for this, ignore this e-mail and your account stays as it is.',
  },
  changed: {
    subject: 'Your e-mail address has been changed',
    body: (b) => `The e-mail address of your ${b} account was changed, and this address is no longer used to sign in. If you did not do this, contact customer care.`,
  },
  exportReady: {
    subject: 'Your photo export is ready',
    body: (b) => `Your export of My photos at ${b} is ready to download:`,
    after: 'The download links expire after 7 days.',
  },
  personalData: {
    subject: 'Your personal data is ready to download',
    body: (b) => `A copy of the personal data your ${b} account holds is ready. Download it on the page “Download my data”, signed in:`,
    after: 'The link expires after 7 days, and the file is then deleted. If you did not ask for this, contact customer care.',
  },
  newsletter: {
    subject: 'Confirm your newsletter subscription',
    thanks: (b) => `Thank you for signing up for the ${b} newsletter.`,
    ask: 'Please confirm your subscription:',
    after: 'If you did not sign up, ignore this e-mail.',
  },
  reset: {
    subject: 'Reset your password',
    ask: (b) => `We received a request to reset the password of your ${b} account. To choose a new password, open:`,
    after: 'The link works once and expires in 1 hour. If you did not ask for this, ignore this e-mail: your password stays as it is.',
  },
  passwordChanged: {
    subject: 'Your password has been changed',
    body: (b) => `The password of your ${b} account was changed, and every other device signed in to it has been signed out. If you did not do this, reset your password from the sign-in page and contact customer care.`,
  },
  share: {
    subject: 'A photo book has been shared with you',
    shared: (b, title) => `A ${b} customer shared an online photo book with you: “${title}”.`,
    name: (name) => `They gave their name as “${name}”. We have not checked it.`,
    message: 'Their message to you (their words, not ours):',
    open: 'Open the photo book:',
  },
};
