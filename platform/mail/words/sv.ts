import type { MailWords } from './types';

export const sv: MailWords = {
  hello: 'Hej!',
  emailChange: {
    subject: 'Bekräfta din nya e-postadress',
    ask: (b) => `Bekräfta att du vill använda den här adressen för ditt ${b}-konto:`,
    after: 'Länken fungerar en gång och slutar gälla efter 24 timmar. Om du inte har bett om detta kan du bortse från det här e-postmeddelandet.',
  },
  deletion: {
    subject: 'Bekräfta att ditt konto ska raderas',
    ask: (b) => `Vi har fått en begäran om att radera ditt ${b}-konto. Öppna länken för att bekräfta:`,
    after: 'Länken fungerar en gång och slutar gälla efter 24 timmar. Om du inte har bett om detta kan du bortse från det här e-postmeddelandet, så blir ditt konto kvar som det är.',
  },
  changed: {
    subject: 'Din e-postadress har ändrats',
    body: (b) => `E-postadressen för ditt ${b}-konto har ändrats, och den här adressen används inte längre för att logga in. Om det inte var du, kontakta kundtjänst.`,
  },
  exportReady: {
    subject: 'Din fotoexport är klar',
    body: (b) => `Din export av Mina foton hos ${b} är klar att ladda ned:`,
    after: 'Nedladdningslänkarna slutar gälla efter 7 dagar.',
  },
  personalData: {
    subject: 'Dina personuppgifter är klara att ladda ner',
    body: (b) => `En kopia av personuppgifterna i ditt ${b}-konto är klar. Ladda ner den på sidan ”Ladda ner mina data” när du är inloggad:`,
    after: 'Länken går ut efter 7 dagar och filen raderas då. Om du inte har bett om detta, kontakta kundtjänst.',
  },
  newsletter: {
    subject: 'Bekräfta din prenumeration på nyhetsbrevet',
    thanks: (b) => `Tack för att du har anmält dig till nyhetsbrevet från ${b}.`,
    ask: 'Bekräfta din prenumeration:',
    after: 'Om du inte har anmält dig kan du bortse från det här e-postmeddelandet.',
  },
  reset: {
    subject: 'Återställ ditt lösenord',
    ask: (b) => `Vi har fått en begäran om att återställa lösenordet för ditt ${b}-konto. Öppna länken för att välja ett nytt lösenord:`,
    after: 'Länken fungerar en gång och slutar gälla efter 1 timme. Om du inte har bett om detta kan du bortse från det här e-postmeddelandet, så blir ditt lösenord kvar som det är.',
  },
  passwordChanged: {
    subject: 'Ditt lösenord har ändrats',
    body: (b) => `Lösenordet till ditt ${b}-konto har ändrats och alla andra enheter som var inloggade har loggats ut. Om det inte var du, återställ lösenordet från inloggningssidan och kontakta kundtjänst.`,
  },
  share: {
    subject: 'En fotobok har delats med dig',
    shared: (b, title) => `En kund hos ${b} har delat en onlinefotobok med dig: ”${title}”.`,
    name: (name) => `Avsändaren angav namnet ”${name}”. Vi har inte kontrollerat det.`,
    message: 'Meddelandet till dig (avsändarens ord, inte våra):',
    open: 'Öppna fotoboken:',
  },
};
