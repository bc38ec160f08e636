// Turns the OCR text of a dynamic plate load test printout into the form's fields. Pure, so every
// layout and misreading can be tested on text samples without running OCR.
import { parseCoordinates } from './parse-coordinates.js';
import { parseDateTime } from './parse-date-time.js';
import { parseDeviceName } from './parse-device.js';
import { parseEvd } from './parse-evd.js';
import { normalizeOcrText } from './ocr-normalize.js';

/** What POST /dynamic-load-analysis/parse-document answers; fields that could not be read are absent. */
export type PrintoutFields = {
  evd?: number;
  /** Local date and time as printed: "yyyy-MM-ddTHH:mm", or "yyyy-MM-dd" without a time. */
  dateTime?: string;
  deviceName?: string;
  latG?: number;
  latM?: number;
  lngG?: number;
  lngM?: number;
};

export const parsePrintoutText = (ocrText: string): PrintoutFields => {
  const text = normalizeOcrText(ocrText);
  const fields: PrintoutFields = {
    evd: parseEvd(text),
    dateTime: parseDateTime(text),
    deviceName: parseDeviceName(text),
    ...parseCoordinates(text),
  };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as PrintoutFields;
};
