import type { DynamicLoadAnalysisView, PrintoutFields } from '@baustellendoku/domain';

/** GET /dynamic-load-analysis(/{id}): the domain's response schema (decision 0225). */
export type DynamicLoadAnalysis = DynamicLoadAnalysisView;

/** POST /dynamic-load-analysis/parse-document/{fileId}/{namespace}: what the printout showed. */
export type ParsedPrintout = {
  evd?: number;
  /** yyyy-MM-ddTHH:mm on the device clock. */
  dateTime?: string;
  deviceName?: string;
  latG?: number;
  latM?: number;
  lngG?: number;
  lngM?: number;
  /** Read but not taken over (unsure or implausible): shown as "bitte prüfen" next to the field. */
  review?: PrintoutFields['review'];
};
