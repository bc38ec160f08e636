// The guest invitation: who invited, their optional message, and where to sign in.
import type { MailMessage } from '../mail/mailer.js';

export function invitationMail(options: {
  to: string;
  firstName: string;
  lastName: string;
  inviterName: string;
  inviteMessage: string | undefined;
  appUrl: string;
}): MailMessage {
  const lines = [
    `Hallo ${options.firstName} ${options.lastName},`,
    '',
    `${options.inviterName} hat Sie als Gast zu Baustellendoku eingeladen, der Dokumentation von Bodenrecycling und Bodeneinbau auf Baustellen.`,
    '',
  ];
  if (options.inviteMessage) lines.push(`Nachricht von ${options.inviterName}:`, '', options.inviteMessage, '');
  lines.push(
    `Melden Sie sich mit Ihrer E-Mail-Adresse ${options.to} unter „Als Gast anmelden“ an:`,
    '',
    `${options.appUrl}/login`,
    '',
    'Ein Passwort brauchen Sie nicht: Bei jeder Anmeldung erhalten Sie einen Anmelde-Link per E-Mail.',
    '',
    'Ihr Baustellendoku-Team',
  );
  return { to: options.to, subject: 'Einladung zu Baustellendoku', text: lines.join('\n') };
}
