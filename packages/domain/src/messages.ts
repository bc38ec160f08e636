// Shared German validation and error messages (spec part 1 §5, §8; part 3 §5).
export const messages = {
  required: 'Dieses Feld ist ein Pflichtfeld',
  requiredShort: 'Dies ist ein Pflichtfeld',
  maxLength: (max: number) => `Maximal ${max} Zeichen erlaubt`,
  invalidEmail: 'Bitte geben Sie eine valide E-Mail-Adresse ein',
  invalidPostalCode: 'Bitte geben Sie eine valide PLZ ein',
  minimum: (min: number) => `Der Wert muss mindestens ${min} sein`,
  maximum: (max: number) => `Der Wert darf höchstens ${max} sein`,
  invalidNumber: 'Bitte geben Sie eine Zahl ein',
  invalidDate: 'Bitte geben Sie ein gültiges Datum ein',
  invalidTime: 'Bitte geben Sie eine Uhrzeit im Format hh:mm ein (z. B. 14:30)',
  dateOutOfRange: 'Das Datum muss zwischen 1900 und 2100 liegen',
  invalidCharacters: 'Dieses Feld enthält unzulässige Zeichen',
  invalidChoice: 'Bitte wählen Sie einen gültigen Wert',
  invalidValue: 'Ungültiger Wert',
  unknownField: 'Dieses Feld ist nicht erlaubt',
  invalidFormat: 'Dieses Format ist nicht valide',
  chooseUser: 'Bitte wählen Sie einen Nutzer',
  atLeastOneDocument: 'Es muss mindestens ein Dokument hochgeladen werden',
  invalidGeoJson: 'Bitte geben Sie gültiges GeoJSON ein',
} as const;

// Messages of the API error object (spec part 1 §7, §8).
export const apiMessages = {
  validationFailed: 'Die Eingaben sind nicht gültig.',
  unauthenticated: 'Bitte melden Sie sich an.',
  forbidden: 'Sie haben nicht die nötigen Berechtigungen für diese Aktion.',
  notFound: 'Nicht gefunden',
  routeNotFound: 'Diese Adresse gibt es nicht.',
  malformedJson: 'Die Anfrage enthält kein gültiges JSON.',
  unsupportedMediaType: 'Dieses Inhaltsformat wird nicht unterstützt.',
  payloadTooLarge: 'Die Anfrage ist zu groß.',
  fileTooLarge: 'Die Datei ist zu groß (max. 10 MB pro Datei).',
  fileTypeNotAllowed: 'Dieser Dateityp ist nicht erlaubt. Erlaubt sind PDF, PNG und JPEG.',
  fileMissing: 'Es wurde keine Datei übermittelt.',
  uploadIncomplete: 'Die Datei wurde unvollständig oder beschädigt übertragen. Bitte erneut senden.',
  tooManyRequests: 'Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
  internal: 'Ein unerwarteter Fehler ist aufgetreten.',
  csrf: 'Die Anfrage wurde aus Sicherheitsgründen abgelehnt.',
  fourEyes: 'Vier-Augen-Prinzip: Diese Aktion muss eine andere Person ausführen.',
  serviceUnavailable: 'Der Dienst ist vorübergehend nicht erreichbar. Bitte versuchen Sie es gleich noch einmal.',
  fileStoreUnavailable:
    'Der Dateispeicher ist vorübergehend nicht erreichbar. Bitte versuchen Sie es gleich noch einmal.',
  fileStoreWriteFailed:
    'Der Dateispeicher ist vorübergehend nicht erreichbar, es wurde nichts gespeichert. Bitte versuchen Sie es gleich noch einmal.',
  userNotAssignedToProject: 'User is not assigned to project',
  idempotencyKeyInvalid:
    'Der Idempotency-Key muss aus 8 bis 128 Buchstaben, Ziffern oder den Zeichen - _ . : bestehen.',
  idempotencyKeyReused: 'Dieser Idempotency-Key gehört bereits zu einer anderen Anfrage.',
  idempotencyInProgress: 'Diese Anfrage wird noch verarbeitet. Bitte versuchen Sie es gleich noch einmal.',
} as const;
