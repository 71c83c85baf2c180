import type { MailWords } from './types';

export const fr: MailWords = {
  hello: 'Bonjour,',
  emailChange: {
    subject: 'Confirmez votre nouvelle adresse e-mail',
    ask: (b) => `Veuillez confirmer que vous souhaitez utiliser cette adresse pour votre compte ${b} :`,
    after: "Le lien ne fonctionne qu'une fois et expire au bout de 24 heures. Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail.",
  },
  deletion: {
    subject: 'Confirmez la suppression de votre compte',
    ask: (b) => `Nous avons reçu une demande de suppression de votre compte ${b}. Pour confirmer, ouvrez :`,
    after: "Le lien ne fonctionne qu'une fois et expire au bout de 24 heures. Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail : votre compte reste inchangé.",
  },
  changed: {
    subject: 'Votre adresse e-mail a été modifiée',
    body: (b) => `L'adresse e-mail de votre compte ${b} a été modifiée ; cette adresse ne sert plus à vous connecter. Si vous n'êtes pas à l'origine de ce changement, contactez le service client.`,
  },
  exportReady: {
    subject: 'Votre export de photos est prêt',
    body: (b) => `Votre export de Mes photos chez ${b} est prêt à être téléchargé :`,
    after: 'Les liens de téléchargement expirent au bout de 7 jours.',
  },
  personalData: {
    subject: 'Vos données personnelles sont prêtes à être téléchargées',
    body: (b) => `Une copie des données personnelles de votre compte ${b} est prête. Téléchargez-la sur la page « Télécharger mes données », une fois connecté :`,
    after: "Le lien expire après 7 jours, puis le fichier est supprimé. Si vous n'avez rien demandé, contactez le service client.",
  },
  newsletter: {
    subject: 'Confirmez votre inscription à la newsletter',
    thanks: (b) => `Merci de vous être inscrit à la newsletter de ${b}.`,
    ask: 'Veuillez confirmer votre inscription :',
    after: "Si vous ne vous êtes pas inscrit, ignorez cet e-mail.",
  },
  reset: {
    subject: 'Réinitialisez votre mot de passe',
    ask: (b) => `Nous avons reçu une demande de réinitialisation du mot de passe de votre compte ${b}. Pour choisir un nouveau mot de passe, ouvrez :`,
    after: "Le lien ne fonctionne qu'une fois et expire au bout d'une heure. Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.",
  },
  passwordChanged: {
    subject: 'Votre mot de passe a été modifié',
    body: (b) => `Le mot de passe de votre compte ${b} a été modifié et tous les autres appareils connectés ont été déconnectés. Si ce n’est pas vous, réinitialisez votre mot de passe depuis la page de connexion et contactez le service client.`,
  },
  share: {
    subject: 'Un livre photo a été partagé avec vous',
    shared: (b, title) => `Un client de ${b} a partagé un livre photo en ligne avec vous : « ${title} ».`,
    name: (name) => `L'expéditeur a indiqué comme nom « ${name} ». Nous ne l'avons pas vérifié.`,
    message: "Son message pour vous (ses mots, pas les nôtres) :",
    open: 'Ouvrir le livre photo :',
  },
};
