import type { MailWords } from './types';

export const nl: MailWords = {
  hello: 'Hallo,',
  emailChange: {
    subject: 'Bevestig je nieuwe e-mailadres',
    ask: (b) => `Bevestig dat je dit adres wilt gebruiken voor je ${b}-account:`,
    after: 'De link werkt één keer en verloopt na 24 uur. Heb je hier niet om gevraagd? Negeer dan deze e-mail.',
  },
  deletion: {
    subject: 'Bevestig het verwijderen van je account',
    ask: (b) => `We hebben een verzoek ontvangen om je ${b}-account te verwijderen. Open ter bevestiging:`,
    after: 'De link werkt één keer en verloopt na 24 uur. Heb je hier niet om gevraagd? Negeer dan deze e-mail; je account blijft zoals het is.',
  },
  changed: {
    subject: 'Je e-mailadres is gewijzigd',
    body: (b) => `Het e-mailadres van je ${b}-account is gewijzigd; met dit adres log je niet meer in. Heb je dit niet zelf gedaan? Neem dan contact op met de klantenservice.`,
  },
  exportReady: {
    subject: 'Je foto-export staat klaar',
    body: (b) => `Je export van Mijn foto's bij ${b} staat klaar om te downloaden:`,
    after: 'De downloadlinks verlopen na 7 dagen.',
  },
  personalData: {
    subject: 'Je persoonsgegevens staan klaar om te downloaden',
    body: (b) => `Een kopie van de persoonsgegevens van je ${b}-account staat klaar. Download hem op de pagina ‘Mijn gegevens downloaden’ als je bent ingelogd:`,
    after: 'De link verloopt na 7 dagen en daarna wordt het bestand verwijderd. Heb je hier niet om gevraagd? Neem dan contact op met de klantenservice.',
  },
  newsletter: {
    subject: 'Bevestig je aanmelding voor de nieuwsbrief',
    thanks: (b) => `Bedankt voor je aanmelding voor de nieuwsbrief van ${b}.`,
    ask: 'Bevestig je aanmelding:',
    after: 'Heb je je niet aangemeld? Negeer dan deze e-mail.',
  },
  reset: {
    subject: 'Stel je wachtwoord opnieuw in',
    ask: (b) => `We hebben een verzoek ontvangen om het wachtwoord van je ${b}-account opnieuw in te stellen. Kies een nieuw wachtwoord via:`,
    after: 'De link werkt één keer en verloopt na 1 uur. Heb je hier niet om gevraagd? Negeer dan deze e-mail; je wachtwoord blijft zoals het is.',
  },
  passwordChanged: {
    subject: 'Je wachtwoord is gewijzigd',
    body: (b) => `Het wachtwoord van je ${b}-account is gewijzigd en alle andere apparaten die waren ingelogd, zijn uitgelogd. Was jij dit niet? Stel dan je wachtwoord opnieuw in via de inlogpagina en neem contact op met de klantenservice.`,
  },
  share: {
    subject: 'Er is een fotoboek met je gedeeld',
    shared: (b, title) => `Een klant van ${b} heeft een online fotoboek met je gedeeld: “${title}”.`,
    name: (name) => `De afzender gaf als naam op: “${name}”. Dat hebben we niet gecontroleerd.`,
    message: 'Het bericht aan jou (de woorden van de afzender, niet de onze):',
    open: 'Open het fotoboek:',
  },
};
