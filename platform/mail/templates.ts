import { BRANDS, brandForHost, type Brand } from '../../shared/brands';
import type { MailKind } from './limits';
import { mailWords } from './words';

/** An e-mail's words, with the kind its recipient's limits count it as (decision 2476). */
export interface MailContent {
  kind: MailKind;
  subject: string;
  text: string;
  /** No template has one: every e-mail is plain text, so nothing in it is ever markup. */
  html?: string;
  /** The storefront it is sent for: the sender's name (decision 2574). */
  senderName?: string;
}

/** What a mail needs of its storefront: the name it signs with and the locale it speaks. */
export type MailBrand = Pick<Brand, 'name' | 'locale'>;

/** The storefront of an address of the app (a channel, a link): its host's brand, else the default brand. */
export function storefrontOf(url: unknown): Brand {
  try {
    return brandForHost(typeof url === 'string' ? new URL(url).host : null);
  } catch {
    return brandForHost(null);
  }
}

/** The storefront of a vendor id (a brand id), else the default brand. */
export function storefrontById(id: string | null | undefined): Brand {
  return BRANDS.find((b) => b.id === id) ?? brandForHost(null);
}

/** Paragraphs, a blank line between each, ending with a line break. */
const paragraphs = (...parts: string[]) => `${parts.join('\n\n')}\n`;

/**
 * Every e-mail the platform sends, in one place (decision 2475), in the language and name of the
 * storefront it is sent for (decision 2574; the words: `words/`). Each one greets no one and
 * carries no text a customer chose — no first name, no address they typed — only the platform's
 * own words, the storefront's name and links it made. The one exception is the photo-book share,
 * which the spec makes carry the sender's name and message to a third party: they are quoted and
 * said to be the sender's, never in the subject.
 */
export const mailTemplates = {
  /** To the address a customer asked to change to (not yet verified). */
  emailChangeConfirmation(link: string, brand: MailBrand): MailContent {
    const w = mailWords(brand.locale);
    return { kind: 'email-change-confirmation', senderName: brand.name, subject: w.emailChange.subject, text: paragraphs(w.hello, w.emailChange.ask(brand.name), link, w.emailChange.after) };
  },

  /** To the account's address, which may never have been verified. */
  accountDeletionConfirmation(link: string, brand: MailBrand): MailContent {
    const w = mailWords(brand.locale);
    return { kind: 'account-deletion-confirmation', senderName: brand.name, subject: w.deletion.subject, text: paragraphs(w.hello, w.deletion.ask(brand.name), link, w.deletion.after) };
  },

  /** To the account's former address. The new one is not named: the customer typed it. */
  emailChangedNotice(brand: MailBrand): MailContent {
    const w = mailWords(brand.locale);
    return { kind: 'email-changed-notice', senderName: brand.name, subject: w.changed.subject, text: paragraphs(w.hello, w.changed.body(brand.name)) };
  },

  /** To the account's address when a whole-library export is READY (decision 0711). */
  exportReady(link: string, brand: MailBrand): MailContent {
    const w = mailWords(brand.locale);
    return { kind: 'export-ready', senderName: brand.name, subject: w.exportReady.subject, text: paragraphs(w.hello, w.exportReady.body(brand.name), link, w.exportReady.after) };
  },

  /** To the account's address when its copy of its personal data is ready (decision 2631). */
  personalDataReady(link: string, brand: MailBrand): MailContent {
    const w = mailWords(brand.locale);
    return { kind: 'personal-data-ready', senderName: brand.name, subject: w.personalData.subject, text: paragraphs(w.hello, w.personalData.body(brand.name), link, w.personalData.after) };
  },

  /** Newsletter double opt-in (the demo seed's subscription). */
  newsletterConfirmation(link: string, brand: MailBrand): MailContent {
    const w = mailWords(brand.locale);
    return { kind: 'newsletter-confirmation', senderName: brand.name, subject: w.newsletter.subject, text: paragraphs(w.hello, w.newsletter.thanks(brand.name), w.newsletter.ask, link, w.newsletter.after) };
  },

  /** To an account's address, asked for on the sign-in page by anyone who typed it (decision 2502). */
  passwordReset(link: string, brand: MailBrand): MailContent {
    const w = mailWords(brand.locale);
    return { kind: 'password-reset', senderName: brand.name, subject: w.reset.subject, text: paragraphs(w.hello, w.reset.ask(brand.name), link, w.reset.after) };
  },

  /** To the account's sign-in address after its password was changed in the settings (decision 2622). */
  passwordChangedNotice(brand: MailBrand): MailContent {
    const w = mailWords(brand.locale);
    return { kind: 'password-changed-notice', senderName: brand.name, subject: w.passwordChanged.subject, text: paragraphs(w.hello, w.passwordChanged.body(brand.name)) };
  },

  /**
   * A photo book shared by e-mail (spec: "share by email (sender name, recipient email, personal
   * message)"). The only e-mail with a customer's words, because the spec asks for them: the
   * name and the message are the sender's (made plain text by the widget API: the name one line,
   * the message without control characters), shown only in the body, quoted and said to be
   * theirs — the name in quotation marks in its own sentence, the message as a `> ` block. The
   * subject is ours alone. The title is the product's (the platform's), quoted too.
   */
  photoBookShare(input: { fromName: string; personalMessage: string; title: string; link: string }, brand: MailBrand): MailContent {
    const w = mailWords(brand.locale).share;
    const message = input.personalMessage.trim();
    const text = [
      mailWords(brand.locale).hello,
      '',
      w.shared(brand.name, input.title),
      '',
      w.name(input.fromName),
      ...(message ? ['', w.message, ...message.split('\n').map((line) => `> ${line}`)] : []),
      '',
      `${w.open} ${input.link}`,
      '',
    ].join('\n');
    return { kind: 'photo-book-share', senderName: brand.name, subject: w.subject, text };
  },
} as const;
