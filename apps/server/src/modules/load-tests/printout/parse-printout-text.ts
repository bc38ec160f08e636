// Turns the OCR text of a dynamic plate load test printout into the form's fields. Pure, so every
// layout and misreading can be tested on text samples without running OCR.
import type { PrintoutFields } from '@baustellendoku/domain';
import { parseCoordinates } from './parse-coordinates.js';
import { parseDateTime } from './parse-date-time.js';
import { findSerialNumber, parseDeviceName } from './parse-device.js';
import { parseEvd } from './parse-evd.js';
import { normalizeOcrText } from './ocr-normalize.js';

// The answer's shape lives in the domain package, shared with the form that pre-fills from it.
export type { PrintoutFields };

export const parsePrintoutText = (ocrText: string): PrintoutFields => {
  const text = normalizeOcrText(ocrText);
  const fields: PrintoutFields = {
    evd: parseEvd(text),
    dateTime: parseDateTime(text),
    deviceName: parseDeviceName(text),
    serialNumber: findSerialNumber(text)?.value,
    ...parseCoordinates(text),
  };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as PrintoutFields;
};
