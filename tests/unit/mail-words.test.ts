import { describe, expect, it } from 'vitest';
import { BRANDS } from '../../shared/brands';
import { mailTemplates, storefrontById, storefrontOf } from '../../platform/mail/templates';
import { mailWords } from '../../platform/mail/words';

// Every storefront's e-mails in its language, under its name (decision 2574).

const LINK = 'https://example.test/link';

/** Every template of one storefront. */
function allMails(brand: { name: string; locale: string }) {
  const b = brand as Parameters<typeof mailTemplates.exportReady>[1];
  return [
    mailTemplates.emailChangeConfirmation(LINK, b),
    mailTemplates.accountDeletionConfirmation(LINK, b),
    mailTemplates.emailChangedNotice(b),
    mailTemplates.exportReady(LINK, b),
    mailTemplates.newsletterConfirmation(LINK, b),
    mailTemplates.passwordReset(LINK, b),
    mailTemplates.photoBookShare({ fromName: 'Sam', personalMessage: 'Look!', title: 'Summer', link: LINK }, b),
  ];
}

describe('e-mail words', () => {
  it('every storefront signs every mail with its own name, in its own language, from its own sender', () => {
    for (const brand of BRANDS) {
      const hello = mailWords(brand.locale).hello;
      for (const mail of allMails(brand)) {
        expect(mail.senderName, `${brand.id} ${mail.kind}`).toBe(brand.name);
        expect(mail.text.startsWith(`${hello}\n`), `${brand.id} ${mail.kind}`).toBe(true);
        expect(mail.text, `${brand.id} ${mail.kind}`).toContain(brand.name);
        if (brand.name !== 'Keepsake' && !brand.name.startsWith('Keepsake')) expect(mail.text, `${brand.id} ${mail.kind}`).not.toContain('Keepsake');
        expect(mail.subject.length).toBeGreaterThan(0);
      }
    }
  });

  it('each language has its own words for every mail (no English left in another language)', () => {
    const english = allMails({ name: 'X', locale: 'en-GB' });
    for (const locale of ['nl-NL', 'fr-FR', 'de-DE', 'it-IT', 'es-ES', 'pt-PT', 'sv-SE', 'nb-NO', 'da-DK']) {
      allMails({ name: 'X', locale }).forEach((mail, i) => {
        expect(mail.subject, `${locale} ${mail.kind}`).not.toBe(english[i]!.subject);
        expect(mail.text, `${locale} ${mail.kind}`).not.toBe(english[i]!.text);
      });
    }
  });

  it('Belgian and Austrian storefronts speak their language; an unknown one English', () => {
    expect(mailWords('de-AT')).toBe(mailWords('de-DE'));
    expect(mailWords('fr-BE')).toBe(mailWords('fr-FR'));
    expect(mailWords('nl-BE')).toBe(mailWords('nl-NL'));
    expect(mailWords('xx-XX')).toBe(mailWords('en-GB'));
  });

  it('finds the storefront of an app address and of a vendor id, else the default', () => {
    expect(storefrontOf('http://posterhaus.localhost:3000/change-email-confirmation').id).toBe('posterhaus-de');
    expect(storefrontOf('https://fotofolio.co.uk/').id).toBe('fotofolio-uk');
    expect(storefrontOf('not a url').id).toBe('keepsake-uk');
    expect(storefrontById('keepsake-dk').locale).toBe('da-DK');
    expect(storefrontById('nobody').id).toBe('keepsake-uk');
  });
});
