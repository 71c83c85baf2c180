import type { MailWords } from './types';

export const nb: MailWords = {
  hello: 'Hei,',
  emailChange: {
    subject: 'Bekreft den nye e-postadressen din',
    ask: (b) => `Bekreft at du vil bruke denne adressen for ${b}-kontoen din:`,
    after: 'Lenken virker én gang og utløper etter 24 timer. Hvis du ikke har bedt om dette, kan du se bort fra denne e-posten.',
  },
  deletion: {
    subject: 'Bekreft sletting av kontoen din',
    ask: (b) => `Vi har mottatt en forespørsel om å slette ${b}-kontoen din. Åpne lenken for å bekrefte:`,
    after: 'Lenken virker én gang og utløper etter 24 timer. Hvis du ikke har bedt om dette, kan du se bort fra denne e-posten, og kontoen din forblir som den er.',
  },
  changed: {
    subject: 'E-postadressen din er endret',
    body: (b) => `E-postadressen for ${b}-kontoen din er endret, og denne adressen brukes ikke lenger til å logge inn. Hvis det ikke var deg, kontakt kundeservice.`,
  },
  exportReady: {
    subject: 'Fotoeksporten din er klar',
    body: (b) => `Eksporten av Mine bilder hos ${b} er klar til nedlasting:`,
    after: 'Nedlastingslenkene utløper etter 7 dager.',
  },
  personalData: {
    subject: 'Personopplysningene dine er klare til nedlasting',
    body: (b) => `En kopi av personopplysningene ${b}-kontoen din har, er klar. Last den ned på siden «Last ned mine data» når du er logget inn:`,
    after: 'Lenken utløper etter 7 dager, og filen slettes da. Hvis du ikke har bedt om dette, kontakt kundeservice.',
  },
  newsletter: {
    subject: 'Bekreft abonnementet på nyhetsbrevet',
    thanks: (b) => `Takk for at du meldte deg på nyhetsbrevet fra ${b}.`,
    ask: 'Bekreft abonnementet ditt:',
    after: 'Hvis du ikke har meldt deg på, kan du se bort fra denne e-posten.',
  },
  reset: {
    subject: 'Tilbakestill passordet ditt',
    ask: (b) => `Vi har mottatt en forespørsel om å tilbakestille passordet for ${b}-kontoen din. Åpne lenken for å velge et nytt passord:`,
    after: 'Lenken virker én gang og utløper etter 1 time. Hvis du ikke har bedt om dette, kan du se bort fra denne e-posten, og passordet ditt forblir som det er.',
  },
  passwordChanged: {
    subject: 'Passordet ditt er endret',
    body: (b) => `Passordet til ${b}-kontoen din er endret, og alle andre enheter som var logget inn, er logget ut. Hvis det ikke var deg, tilbakestill passordet fra innloggingssiden og kontakt kundeservice.`,
  },
  share: {
    subject: 'En fotobok er delt med deg',
    shared: (b, title) => `En kunde hos ${b} har delt en nettfotobok med deg: «${title}».`,
    name: (name) => `Avsenderen oppga navnet «${name}». Vi har ikke kontrollert det.`,
    message: 'Meldingen til deg (avsenderens ord, ikke våre):',
    open: 'Åpne fotoboken:',
  },
};
