import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PNG_1X1 } from '../test/fixtures.js';
import { renderDynamicLoadRecord, type DynamicRecordData } from './dynamic-load-record.js';
import { pdfText } from '../test/pdf-text.js';

const record = (resultImage: DynamicRecordData['resultImage']): DynamicRecordData => ({
  project: { name: 'Gewerbepark Nord', number: '2026-014' },
  number: 3,
  gridField: 'C7/02',
  analysedAt: new Date('2026-05-05T06:45:00Z'),
  latitude: '52.607512',
  longitude: '13.289044',
  evd: '48.7',
  heightInMillimeters: '34120',
  soilLayerHeightInMillimeters: '300',
  soilType: 'Kiessand, schwach schluffig',
  soilRecovery: null,
  precipitation: false,
  temperature: '11.5',
  deviceName: 'ZFG 3000 GPS',
  deviceModel: 'Zorn Instruments',
  resultImage,
  createdBy: 'Fritz Polier',
  createdAt: new Date('2026-05-05T07:00:00Z'),
  recordedAt: null,
  updatedBy: 'Fritz Polier',
  updatedAt: new Date('2026-05-06T07:00:00Z'),
  compaction: {
    layer: 'Frostschutzschicht',
    requirement: 'Evd ≥ 45 MN/m²',
    verdict: { result: 'passed', reason: null },
    retestOfNumber: 2,
    device: null,
  },
});

describe('dynamic load test record (PDF)', () => {
  it('contains all fields and embeds a PNG result image', async () => {
    const demo = path.resolve(__dirname, '../modules/load-tests/dynamic/demo/zfg-3000-printout.png');
    const content = fs.existsSync(demo) ? fs.readFileSync(demo) : PNG_1X1;
    const pdf = await renderDynamicLoadRecord(record({ fileName: 'ausdruck.png', contentType: 'image/png', content }));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    if (process.env.PDF_PREVIEW_DIR) fs.writeFileSync(path.join(process.env.PDF_PREVIEW_DIR, 'dynamic.pdf'), pdf);
    expect(pdf.includes('/Subtype /Image')).toBe(true);
    const text = await pdfText(pdf);
    for (const expected of [
      'Dynamischer Plattendruckversuch',
      'Gewerbepark Nord',
      'C7/02',
      '05.05.2026',
      '08:45 Uhr',
      '52,607512° N, 13,289044° O',
      '34,120 m NHN',
      '0,300 m',
      'Kiessand, schwach schluffig',
      '11,5 °C',
      'ZFG 3000 GPS',
      '48,70 MN/m²',
      'geändert 06.05.2026, 09:00 Uhr',
      // The verdict (issue 37, decision 0662).
      'Bewertung der Verdichtung',
      'erfüllt',
      'Frostschutzschicht',
      'Evd ≥ 45 MN/m²',
      'Alle Werte der Anforderung sind eingehalten',
      'Versuch-Nr. 2',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('shows the site time and, where it differs by more than five minutes, the arrival', async () => {
    const image = { fileName: 'ausdruck.gif', contentType: 'image/gif', content: null };
    const late = await pdfText(
      await renderDynamicLoadRecord({ ...record(image), recordedAt: new Date('2026-05-05T06:50:00Z') }),
    );
    expect(late).toContain('erstellt 05.05.2026, 08:50 Uhr (eingegangen 05.05.2026, 09:00 Uhr)');
    const onTime = await pdfText(
      await renderDynamicLoadRecord({ ...record(image), recordedAt: new Date('2026-05-05T06:57:00Z') }),
    );
    expect(onTime).toContain('erstellt 05.05.2026, 08:57 Uhr');
    expect(onTime).not.toContain('eingegangen');
  });

  it('names a GIF result instead of embedding it', async () => {
    const pdf = await renderDynamicLoadRecord(
      record({ fileName: 'ausdruck.gif', contentType: 'image/gif', content: null }),
    );
    expect(pdf.includes('/Subtype /Image')).toBe(false);
    expect(await pdfText(pdf)).toContain('„ausdruck.gif“ liegt als GIF-Bild vor');
  });

  it('writes the record without the image when the image data is broken', async () => {
    const broken = Buffer.concat([PNG_1X1.subarray(0, 16), Buffer.from('kaputt')]);
    const pdf = await renderDynamicLoadRecord(
      record({ fileName: 'kaputt.png', contentType: 'image/png', content: broken }),
    );
    expect(pdf.includes('/Subtype /Image')).toBe(false);
    expect(await pdfText(pdf)).toContain('kann nicht eingebettet werden');
  });
});
