import type { MailKind } from './limits';

/** An e-mail's words, with the kind its recipient's limits count it as (decision 2476). */
export interface MailContent {
  kind: MailKind;
  subject: string;
  text: string;
  /** No template has one: every e-mail is plain text, so nothing in it is ever markup. */
  html?: string;
}

/**
 * Every e-mail the platform sends, in one place (decision 2475). Each one greets no one
 * ('Hello,') and carries no text a customer chose — no first name, no address they typed — only
 * the platform's own words and links it made. The one exception is the photo-book share, which
 * the spec makes carry the sender's name and message to a third party: they are quoted and said
 * to be the sender's, never in the subject.
 */
export const mailTemplates = {
  /** To the address a customer asked to change to (not yet verified). */
  emailChangeConfirmation(link: string): MailContent {
    return {
      kind: 'email-change-confirmation',
      subject: 'Confirm your new e-mail address',
      text: `Hello,\n\nPlease confirm that you want to use this address for your Keepsake account:\n\n${link}\n\nThe link works once and expires in 24 hours. If you did not ask for this, ignore this e-mail.\n`,
    };
  },

  /** To the account's address, which may never have been verified. */
  accountDeletionConfirmation(link: string): MailContent {
    return {
      kind: 'account-deletion-confirmation',
      subject: 'Confirm the deletion of your account',
      text: `Hello,\n\nWe received a request to delete your Keepsake account. To confirm, open:\n\n${link}\n\nThe link works once and expires in 24 hours. If you did not ask for this, ignore this e-mail and your account stays as it is.\n`,
    };
  },

  /** To the account's former address. The new one is not named: the customer typed it. */
  emailChangedNotice(): MailContent {
    return {
      kind: 'email-changed-notice',
      subject: 'Your e-mail address has been changed',
      text: `Hello,\n\nThe e-mail address of your Keepsake account was changed, and this address is no longer used to sign in. If you did not do this, contact customer care.\n`,
    };
  },

  /** To the account's address when a whole-library export is READY (decision 0711). */
  exportReady(link: string): MailContent {
    return {
      kind: 'export-ready',
      subject: 'Your photo export is ready',
      text: `Hello,\n\nYour export of My Photos is ready to download:\n\n${link}\n\nThe download links expire after 7 days.\n`,
    };
  },

  /** Newsletter double opt-in (the demo seed's subscription). */
  newsletterConfirmation(link: string): MailContent {
    return {
      kind: 'newsletter-confirmation',
      subject: 'Confirm your newsletter subscription',
      text: `Hello,\n\nThank you for signing up for the Keepsake newsletter.\n\nPlease confirm your subscription:\n\n${link}\n\nIf you did not sign up, ignore this e-mail.\n`,
    };
  },

  /** To an account's address, asked for on the sign-in page by anyone who typed it (decision 2502). */
  passwordReset(link: string): MailContent {
    return {
      kind: 'password-reset',
      subject: 'Reset your password',
      text: `Hello,\n\nWe received a request to reset the password of your Keepsake account. To choose a new password, open:\n\n${link}\n\nThe link works once and expires in 1 hour. If you did not ask for this, ignore this e-mail: your password stays as it is.\n`,
    };
  },

  /**
   * A photo book shared by e-mail (spec: "share by email (sender name, recipient email, personal
   * message)"). The only e-mail with a customer's words, because the spec asks for them: the
   * name and the message are the sender's (made plain text by the widget API: the name one line,
   * the message without control characters), shown only in the body, quoted and said to be
   * theirs — the name in quotation marks after 'They gave their name as', the message as a `> `
   * block. The subject is ours alone. The title is the product's (the platform's), quoted too.
   */
  photoBookShare(input: { fromName: string; personalMessage: string; title: string; link: string }): MailContent {
    const message = input.personalMessage.trim();
    const text = [
      `Hello,`,
      '',
      `A Keepsake customer shared an online photo book with you: “${input.title}”.`,
      '',
      `They gave their name as “${input.fromName}”. We have not checked it.`,
      ...(message ? ['', 'Their message to you (their words, not ours):', ...message.split('\n').map((line) => `> ${line}`)] : []),
      '',
      `Open the photo book: ${input.link}`,
      '',
    ].join('\n');
    return { kind: 'photo-book-share', subject: 'A photo book has been shared with you', text };
  },
} as const;
