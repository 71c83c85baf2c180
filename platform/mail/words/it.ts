import type { MailWords } from './types';

export const it: MailWords = {
  hello: 'Ciao,',
  emailChange: {
    subject: 'Conferma il tuo nuovo indirizzo e-mail',
    ask: (b) => `Conferma che vuoi usare questo indirizzo per il tuo account ${b}:`,
    after: 'Il link funziona una sola volta e scade dopo 24 ore. Se non l’hai richiesto tu, ignora questa e-mail.',
  },
  deletion: {
    subject: 'Conferma l’eliminazione del tuo account',
    ask: (b) => `Abbiamo ricevuto una richiesta di eliminare il tuo account ${b}. Per confermare, apri:`,
    after: 'Il link funziona una sola volta e scade dopo 24 ore. Se non l’hai richiesto tu, ignora questa e-mail: il tuo account resta com’è.',
  },
  changed: {
    subject: 'Il tuo indirizzo e-mail è stato modificato',
    body: (b) => `L’indirizzo e-mail del tuo account ${b} è stato modificato e questo indirizzo non serve più per accedere. Se non sei stato tu, contatta il servizio clienti.`,
  },
  exportReady: {
    subject: 'L’esportazione delle tue foto è pronta',
    body: (b) => `L’esportazione di Le mie foto su ${b} è pronta per il download:`,
    after: 'I link per il download scadono dopo 7 giorni.',
  },
  personalData: {
    subject: 'I tuoi dati personali sono pronti per il download',
    body: (b) => `Una copia dei dati personali del tuo account ${b} è pronta. Scaricala dalla pagina «Scarica i miei dati», dopo aver effettuato l'accesso:`,
    after: "Il link scade dopo 7 giorni, poi il file viene eliminato. Se non l'hai richiesto, contatta il servizio clienti.",
  },
  newsletter: {
    subject: 'Conferma l’iscrizione alla newsletter',
    thanks: (b) => `Grazie per esserti iscritto alla newsletter di ${b}.`,
    ask: 'Conferma la tua iscrizione:',
    after: 'Se non ti sei iscritto, ignora questa e-mail.',
  },
  reset: {
    subject: 'Reimposta la password',
    ask: (b) => `Abbiamo ricevuto una richiesta di reimpostare la password del tuo account ${b}. Per sceglierne una nuova, apri:`,
    after: 'Il link funziona una sola volta e scade dopo 1 ora. Se non l’hai richiesto tu, ignora questa e-mail: la tua password resta com’è.',
  },
  passwordChanged: {
    subject: 'La password è stata cambiata',
    body: (b) => `La password del tuo account ${b} è stata cambiata e tutti gli altri dispositivi connessi sono stati disconnessi. Se non sei stato tu, reimposta la password dalla pagina di accesso e contatta il servizio clienti.`,
  },
  share: {
    subject: 'Qualcuno ha condiviso con te un fotolibro',
    shared: (b, title) => `Un cliente di ${b} ha condiviso con te un fotolibro online: “${title}”.`,
    name: (name) => `Ha indicato come nome “${name}”. Non l’abbiamo verificato.`,
    message: 'Il suo messaggio per te (parole sue, non nostre):',
    open: 'Apri il fotolibro:',
  },
};
