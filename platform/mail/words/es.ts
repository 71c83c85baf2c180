import type { MailWords } from './types';

export const es: MailWords = {
  hello: 'Hola:',
  emailChange: {
    subject: 'Confirma tu nueva dirección de correo electrónico',
    ask: (b) => `Confirma que quieres usar esta dirección para tu cuenta de ${b}:`,
    after: 'El enlace funciona una sola vez y caduca a las 24 horas. Si no lo has pedido tú, ignora este correo.',
  },
  deletion: {
    subject: 'Confirma la eliminación de tu cuenta',
    ask: (b) => `Hemos recibido una solicitud para eliminar tu cuenta de ${b}. Para confirmarla, abre:`,
    after: 'El enlace funciona una sola vez y caduca a las 24 horas. Si no lo has pedido tú, ignora este correo y tu cuenta seguirá como está.',
  },
  changed: {
    subject: 'Tu dirección de correo electrónico se ha cambiado',
    body: (b) => `La dirección de correo electrónico de tu cuenta de ${b} se ha cambiado y esta dirección ya no sirve para iniciar sesión. Si no has sido tú, ponte en contacto con atención al cliente.`,
  },
  exportReady: {
    subject: 'Tu exportación de fotos está lista',
    body: (b) => `Tu exportación de Mis fotos en ${b} está lista para descargar:`,
    after: 'Los enlaces de descarga caducan a los 7 días.',
  },
  personalData: {
    subject: 'Tus datos personales están listos para descargar',
    body: (b) => `Una copia de los datos personales de tu cuenta de ${b} está lista. Descárgala en la página «Descargar mis datos», con la sesión iniciada:`,
    after: 'El enlace caduca a los 7 días y después se elimina el archivo. Si no lo has solicitado, ponte en contacto con atención al cliente.',
  },
  newsletter: {
    subject: 'Confirma tu suscripción a la newsletter',
    thanks: (b) => `Gracias por suscribirte a la newsletter de ${b}.`,
    ask: 'Confirma tu suscripción:',
    after: 'Si no te has suscrito, ignora este correo.',
  },
  reset: {
    subject: 'Restablece tu contraseña',
    ask: (b) => `Hemos recibido una solicitud para restablecer la contraseña de tu cuenta de ${b}. Para elegir una nueva, abre:`,
    after: 'El enlace funciona una sola vez y caduca al cabo de 1 hora. Si no lo has pedido tú, ignora este correo: tu contraseña seguirá como está.',
  },
  passwordChanged: {
    subject: 'Tu contraseña se ha cambiado',
    body: (b) => `Se ha cambiado la contraseña de tu cuenta de ${b} y se ha cerrado la sesión en todos los demás dispositivos. Si no has sido tú, restablece tu contraseña desde la página de inicio de sesión y contacta con atención al cliente.`,
  },
  share: {
    subject: 'Han compartido un fotolibro contigo',
    shared: (b, title) => `Un cliente de ${b} ha compartido contigo un fotolibro en línea: «${title}».`,
    name: (name) => `Ha indicado como nombre «${name}». No lo hemos comprobado.`,
    message: 'Su mensaje para ti (sus palabras, no las nuestras):',
    open: 'Abrir el fotolibro:',
  },
};
