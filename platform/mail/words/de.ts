import type { MailWords } from './types';

export const de: MailWords = {
  hello: 'Guten Tag,',
  emailChange: {
    subject: 'Bestätigen Sie Ihre neue E-Mail-Adresse',
    ask: (b) => `Bitte bestätigen Sie, dass Sie diese Adresse für Ihr ${b}-Konto verwenden möchten:`,
    after: 'Der Link funktioniert einmal und läuft nach 24 Stunden ab. Wenn Sie dies nicht angefordert haben, ignorieren Sie diese E-Mail.',
  },
  deletion: {
    subject: 'Bestätigen Sie die Löschung Ihres Kontos',
    ask: (b) => `Wir haben eine Anfrage erhalten, Ihr ${b}-Konto zu löschen. Zum Bestätigen öffnen Sie:`,
    after: 'Der Link funktioniert einmal und läuft nach 24 Stunden ab. Wenn Sie dies nicht angefordert haben, ignorieren Sie diese E-Mail; Ihr Konto bleibt unverändert.',
  },
  changed: {
    subject: 'Ihre E-Mail-Adresse wurde geändert',
    body: (b) => `Die E-Mail-Adresse Ihres ${b}-Kontos wurde geändert; mit dieser Adresse melden Sie sich nicht mehr an. Wenn Sie das nicht waren, wenden Sie sich an den Kundenservice.`,
  },
  exportReady: {
    subject: 'Ihr Fotoexport ist fertig',
    body: (b) => `Ihr Export von Meine Fotos bei ${b} steht zum Herunterladen bereit:`,
    after: 'Die Download-Links laufen nach 7 Tagen ab.',
  },
  personalData: {
    subject: 'Ihre persönlichen Daten stehen zum Download bereit',
    body: (b) => `Eine Kopie der persönlichen Daten Ihres ${b}-Kontos ist bereit. Laden Sie sie angemeldet auf der Seite „Meine Daten herunterladen“ herunter:`,
    after: 'Der Link läuft nach 7 Tagen ab, danach wird die Datei gelöscht. Wenn Sie dies nicht angefordert haben, wenden Sie sich an den Kundenservice.',
  },
  newsletter: {
    subject: 'Bestätigen Sie Ihre Newsletter-Anmeldung',
    thanks: (b) => `Vielen Dank für Ihre Anmeldung zum Newsletter von ${b}.`,
    ask: 'Bitte bestätigen Sie Ihre Anmeldung:',
    after: 'Wenn Sie sich nicht angemeldet haben, ignorieren Sie diese E-Mail.',
  },
  reset: {
    subject: 'Setzen Sie Ihr Passwort zurück',
    ask: (b) => `Wir haben eine Anfrage erhalten, das Passwort Ihres ${b}-Kontos zurückzusetzen. Um ein neues Passwort zu wählen, öffnen Sie:`,
    after: 'Der Link funktioniert einmal und läuft nach 1 Stunde ab. Wenn Sie dies nicht angefordert haben, ignorieren Sie diese E-Mail; Ihr Passwort bleibt unverändert.',
  },
  passwordChanged: {
    subject: 'Ihr Passwort wurde geändert',
    body: (b) => `Das Passwort Ihres ${b}-Kontos wurde geändert, und alle anderen angemeldeten Geräte wurden abgemeldet. Wenn Sie das nicht waren, setzen Sie Ihr Passwort auf der Anmeldeseite zurück und wenden Sie sich an den Kundenservice.`,
  },
  share: {
    subject: 'Ein Fotobuch wurde mit Ihnen geteilt',
    shared: (b, title) => `Ein Kunde von ${b} hat ein Online-Fotobuch mit Ihnen geteilt: „${title}“.`,
    name: (name) => `Als Namen wurde „${name}“ angegeben. Wir haben ihn nicht geprüft.`,
    message: 'Die Nachricht an Sie (Worte des Absenders, nicht unsere):',
    open: 'Fotobuch öffnen:',
  },
};
