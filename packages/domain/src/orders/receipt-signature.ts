// A receipt signed on site (issue 34 item 3, decision 0690): the receiver (and optionally the
// driver) signs a delivery with a finger. The signature travels inside the entry's own request as
// a PNG data URL, so an entry kept offline carries it and the server stores both exactly once.

/** Largest signature image accepted (the PNG's bytes, not its base64 text). */
export const MAX_SIGNATURE_BYTES = 200 * 1024;

export const signatureRoles = ['receiver', 'driver'] as const;
export type SignatureRole = (typeof signatureRoles)[number];
export const signatureRoleLabels: Record<SignatureRole, string> = { receiver: 'Empfänger', driver: 'Fahrer' };

export const signatureMessages = {
  missingImage: 'Die Unterschrift fehlt. Bitte unterschreiben Sie im Feld.',
  notPng: 'Die Unterschrift muss ein PNG-Bild sein.',
  empty: 'Die Unterschrift ist leer. Bitte unterschreiben Sie im Feld.',
  tooLarge: 'Das Bild der Unterschrift ist größer als 200 KB.',
  receiverRequired: 'Die Unterschrift des Empfängers fehlt.',
  roleTwice: 'Jede Rolle kann nur einmal unterschreiben.',
  requiredByProject: 'In diesem Projekt muss der Empfänger jede Anlieferung unterschreiben.',
  signed: 'Diese Anlieferung ist unterschrieben und kann nicht mehr geändert werden. Legen Sie eine Berichtigung an.',
} as const;

const PNG_DATA_URL = /^data:image\/png;base64,([A-Za-z0-9+/]+={0,2})$/;

/** The PNG bytes of a signature's data URL, or null when it is none. */
export function signatureImageBytes(dataUrl: string): number | null {
  const base64 = PNG_DATA_URL.exec(dataUrl)?.[1];
  if (!base64 || base64.length % 4 !== 0) return null;
  return (base64.length / 4) * 3 - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0);
}
