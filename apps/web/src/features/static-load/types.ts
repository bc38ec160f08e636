import type { StaticLoadConditions, StaticLoadEntry } from '@baustellendoku/domain';

type Results = { a0: number; a1: number; a2: number; d0: number; d2: number; d3: number; ev: number };
type UserRef = { name: string } | null;

/** GET /static-load-analysis(/{id}) (spec part 3 §3 "Static load test"). */
export type StaticLoadAnalysis = {
  staticLoadAnalysisId: string;
  projectId: string;
  number: number;
  createdAt: string;
  createdBy: UserRef;
  updatedAt: string | null;
  updatedBy: UserRef;
  document: { url: string } | null;
  staticLoadAnalysisData: StaticLoadConditions & {
    gridField: string;
    measuringPointName: string | null;
    analysedAt: string;
    geoCoordinate: { lat: number; lng: number };
    evd1: number;
    staticLoadTest: Results & {
      staticLoads: StaticLoadEntry[];
      staticUnloads: StaticLoadEntry[];
      maxCompression: number;
    };
    staticLoadRetest: Results & { staticLoads: StaticLoadEntry[] };
  };
};
