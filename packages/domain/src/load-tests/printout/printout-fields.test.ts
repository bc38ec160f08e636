import { describe, expect, it } from 'vitest';
import { extractedFieldNames, parseDocumentMessages, parseDocumentOutcomeMessage } from './printout-fields.js';

describe('parse-document outcome texts', () => {
  it('lists the fields that were read, a position only when degrees and minutes are both there', () => {
    expect(extractedFieldNames({ evd: 45.3, dateTime: '2025-06-03T14:32', latG: 52, latM: 36.4127, lngG: 13 })).toEqual(
      ['Evd', 'Datum und Uhrzeit', 'Breitengrad'],
    );
    expect(parseDocumentOutcomeMessage({ evd: 45.3, deviceName: 'Zorn ZFG 3000 GPS' })).toBe(
      'Die folgenden Daten wurden extrahiert und übernommen: Evd, Gerätename. Bitte überprüfen Sie die Felder.',
    );
  });

  it('says when nothing relevant was found', () => {
    expect(parseDocumentOutcomeMessage({})).toBe(
      'Die Datei wurde analysiert, aber es konnten keine relevanten Daten extrahiert werden.',
    );
    expect(parseDocumentMessages.timeout).toBe(
      'Die Analyse wurde abgebrochen, da die Datei mehr als 30 Sekunden benötigt.',
    );
  });
});
