import type { MailWords } from './types';

export const pt: MailWords = {
  hello: 'Olá,',
  emailChange: {
    subject: 'Confirme o seu novo endereço de e-mail',
    ask: (b) => `Confirme que pretende utilizar este endereço na sua conta ${b}:`,
    after: 'A ligação funciona uma única vez e expira ao fim de 24 horas. Se não fez este pedido, ignore este e-mail.',
  },
  deletion: {
    subject: 'Confirme a eliminação da sua conta',
    ask: (b) => `Recebemos um pedido para eliminar a sua conta ${b}. Para confirmar, abra:`,
    after: 'A ligação funciona uma única vez e expira ao fim de 24 horas. Se não fez este pedido, ignore este e-mail e a sua conta fica como está.',
  },
  changed: {
    subject: 'O seu endereço de e-mail foi alterado',
    body: (b) => `O endereço de e-mail da sua conta ${b} foi alterado e este endereço já não serve para iniciar sessão. Se não foi o próprio, contacte o apoio ao cliente.`,
  },
  exportReady: {
    subject: 'A sua exportação de fotos está pronta',
    body: (b) => `A sua exportação de As minhas fotos na ${b} está pronta para transferir:`,
    after: 'As ligações de transferência expiram ao fim de 7 dias.',
  },
  personalData: {
    subject: 'Os seus dados pessoais estão prontos para transferir',
    body: (b) => `Uma cópia dos dados pessoais da sua conta ${b} está pronta. Transfira-a na página «Transferir os meus dados», com a sessão iniciada:`,
    after: 'A ligação expira após 7 dias e o ficheiro é então eliminado. Se não pediu isto, contacte o apoio ao cliente.',
  },
  newsletter: {
    subject: 'Confirme a sua subscrição da newsletter',
    thanks: (b) => `Obrigado por subscrever a newsletter da ${b}.`,
    ask: 'Confirme a sua subscrição:',
    after: 'Se não subscreveu, ignore este e-mail.',
  },
  reset: {
    subject: 'Redefina a sua palavra-passe',
    ask: (b) => `Recebemos um pedido para redefinir a palavra-passe da sua conta ${b}. Para escolher uma nova, abra:`,
    after: 'A ligação funciona uma única vez e expira ao fim de 1 hora. Se não fez este pedido, ignore este e-mail: a sua palavra-passe fica como está.',
  },
  passwordChanged: {
    subject: 'A sua palavra-passe foi alterada',
    body: (b) => `A palavra-passe da sua conta ${b} foi alterada e todos os outros dispositivos com sessão iniciada foram desligados. Se não foi você, redefina a palavra-passe na página de início de sessão e contacte o apoio ao cliente.`,
  },
  share: {
    subject: 'Partilharam um fotolivro consigo',
    shared: (b, title) => `Um cliente da ${b} partilhou consigo um fotolivro online: «${title}».`,
    name: (name) => `Indicou como nome «${name}». Não o verificámos.`,
    message: 'A mensagem para si (palavras do remetente, não nossas):',
    open: 'Abrir o fotolivro:',
  },
};
