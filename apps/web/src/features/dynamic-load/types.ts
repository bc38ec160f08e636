import type { PrintoutFields } from '@baustellendoku/domain';
import type { UploadedFile } from '@/lib/upload-file';

type UserRef = { name: string } | null;

/** GET /dynamic-load-analysis(/{id}) (spec part 3 §3 "Dynamic load test"). */
export type DynamicLoadAnalysis = {
  dynamicLoadAnalysisId: string;
  projectId: string;
  number: number;
  createdAt: string;
  createdBy: UserRef;
  updatedAt: string | null;
  updatedBy: UserRef;
  document: { url: string } | null;
  dynamicLoadAnalysisData: {
    gridField: string;
    analysedAt: string;
    geoCoordinate: { lat: number; lng: number };
    evd: number;
    analysisResult: UploadedFile | null;
    /** mm */
    height: number;
    /** mm */
    soilLayerHeight: number;
    soilType: string;
    soilRecovery: string | null;
    precipitation: boolean | null;
    temperature: number | null;
    deviceName: string;
    deviceModel: string;
  };
};

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
