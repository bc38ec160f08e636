// The guest login e-mail: one link (the confirm URL), its validity and what to do if unasked.
import type { MailMessage } from '../mail/mailer.js';

export function loginMail(options: {
  to: string;
  firstName: string;
  lastName: string;
  confirmUrl: string;
  validMinutes: number;
}): MailMessage {
  const greeting = `Hallo ${options.firstName} ${options.lastName},`;
  const text = [
    greeting,
    '',
    'Sie möchten sich bei Baustellendoku anmelden. Bitte bestätigen Sie die Anmeldung über diesen Link:',
    '',
    options.confirmUrl,
    '',
    `Der Link ist ${options.validMinutes} Minuten gültig und kann nur einmal verwendet werden. Sie können ihn in einem beliebigen Browser öffnen; die Anmeldung wird danach in dem Fenster abgeschlossen, in dem Sie Ihre E-Mail-Adresse eingegeben haben.`,
    '',
    'Wenn Sie diese Anmeldung nicht angefordert haben, können Sie diese E-Mail ignorieren.',
    '',
    'Ihr Baustellendoku-Team',
  ].join('\n');
  return { to: options.to, subject: 'Ihr Anmelde-Link für Baustellendoku', text };
}
