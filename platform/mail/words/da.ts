import type { MailWords } from './types';

export const da: MailWords = {
  hello: 'Hej,',
  emailChange: {
    subject: 'Bekræft din nye e-mailadresse',
    ask: (b) => `Bekræft, at du vil bruge denne adresse til din ${b}-konto:`,
    after: 'Linket virker én gang og udløber efter 24 timer. Hvis du ikke har bedt om dette, kan du se bort fra denne e-mail.',
  },
  deletion: {
    subject: 'Bekræft sletning af din konto',
    ask: (b) => `Vi har modtaget en anmodning om at slette din ${b}-konto. Åbn linket for at bekræfte:`,
    after: 'Linket virker én gang og udløber efter 24 timer. Hvis du ikke har bedt om dette, kan du se bort fra denne e-mail, og din konto forbliver, som den er.',
  },
  changed: {
    subject: 'Din e-mailadresse er blevet ændret',
    body: (b) => `E-mailadressen til din ${b}-konto er blevet ændret, og denne adresse bruges ikke længere til at logge ind. Hvis det ikke var dig, så kontakt kundeservice.`,
  },
  exportReady: {
    subject: 'Din fotoeksport er klar',
    body: (b) => `Din eksport af Mine fotos hos ${b} er klar til download:`,
    after: 'Downloadlinkene udløber efter 7 dage.',
  },
  personalData: {
    subject: 'Dine personoplysninger er klar til download',
    body: (b) => `En kopi af de personoplysninger, din ${b}-konto indeholder, er klar. Download den på siden “Download mine data”, når du er logget ind:`,
    after: 'Linket udløber efter 7 dage, og filen slettes derefter. Hvis du ikke har bedt om dette, så kontakt kundeservice.',
  },
  newsletter: {
    subject: 'Bekræft dit abonnement på nyhedsbrevet',
    thanks: (b) => `Tak, fordi du har tilmeldt dig nyhedsbrevet fra ${b}.`,
    ask: 'Bekræft dit abonnement:',
    after: 'Hvis du ikke har tilmeldt dig, kan du se bort fra denne e-mail.',
  },
  reset: {
    subject: 'Nulstil din adgangskode',
    ask: (b) => `Vi har modtaget en anmodning om at nulstille adgangskoden til din ${b}-konto. Åbn linket for at vælge en ny adgangskode:`,
    after: 'Linket virker én gang og udløber efter 1 time. Hvis du ikke har bedt om dette, kan du se bort fra denne e-mail, og din adgangskode forbliver, som den er.',
  },
  passwordChanged: {
    subject: 'Din adgangskode er blevet ændret',
    body: (b) => `Adgangskoden til din ${b}-konto er blevet ændret, og alle andre enheder, der var logget ind, er blevet logget ud. Hvis det ikke var dig, så nulstil din adgangskode fra login-siden og kontakt kundeservice.`,
  },
  share: {
    subject: 'En fotobog er blevet delt med dig',
    shared: (b, title) => `En kunde hos ${b} har delt en onlinefotobog med dig: “${title}”.`,
    name: (name) => `Afsenderen opgav navnet “${name}”. Vi har ikke kontrolleret det.`,
    message: 'Beskeden til dig (afsenderens ord, ikke vores):',
    open: 'Åbn fotobogen:',
  },
};
