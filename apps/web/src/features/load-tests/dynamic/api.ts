// Dynamic plate load tests (spec part 3 §7): the shared calls of load-tests/api.ts for this variant,
// and the printout reading.
import type { DynamicLoadAnalysisUpdatePayload, PrintoutFields } from '@baustellendoku/domain';
import { apiClient } from '@/lib/api-client';
import { formatDateTime, formatModulus } from '@/lib/format';
import {
  loadTestKeys,
  loadTestPagesQuery,
  loadTestPointsQuery,
  useLoadTest,
  useLoadTestEntry,
  useUpdateLoadTest,
} from '../api';
import type { DynamicLoadAnalysis } from './types';
import { dynamicLoadTests } from './variant';
/** The form names itself when it asks the server to read a printout. */
export const PARSE_NAMESPACE = 'dynamic-load-analysis';

export const dynamicLoadKeys = loadTestKeys(dynamicLoadTests.resource);

export const dynamicLoadPagesQuery = (projectId: string, search: string) =>
  loadTestPagesQuery<DynamicLoadAnalysis>(dynamicLoadTests.resource, projectId, search);

export const dynamicLoadPointsQuery = (projectId: string) => loadTestPointsQuery(dynamicLoadTests.resource, projectId);

export const useDynamicLoadAnalysis = (id: string) => useLoadTest(dynamicLoadTests, id);

const evd = (value: number) => formatModulus(value);

/** A new dynamic plate load test, kept on the device without a connection (decision 0390). */
export const useDynamicLoadEntry = (projectId: string) =>
  useLoadTestEntry<DynamicLoadAnalysisUpdatePayload, DynamicLoadAnalysis>(dynamicLoadTests, projectId, (values) => ({
    title: `Rasterfeld ${values.gridField} · Evd ${evd(values.evd)}`,
    details: [
      { label: 'Rasterfeld', value: values.gridField },
      { label: 'Datum und Uhrzeit', value: formatDateTime(values.analysedAt) },
      { label: 'Evd', value: evd(values.evd) },
      { label: 'Bodenart', value: values.soilType },
    ],
  }));

export const useUpdateDynamicLoadAnalysis = (id: string) =>
  useUpdateLoadTest<DynamicLoadAnalysisUpdatePayload, DynamicLoadAnalysis>(dynamicLoadTests, id);

export function parsePrintout(fileId: string, signal: AbortSignal, projectId?: string): Promise<PrintoutFields> {
  // The project tells the server where positions are plausible (Germany unless its tests lie elsewhere).
  const query = projectId ? `?projectId=${encodeURIComponent(projectId)}` : '';
  return apiClient.post<PrintoutFields>(
    `/dynamic-load-analysis/parse-document/${encodeURIComponent(fileId)}/${PARSE_NAMESPACE}${query}`,
    undefined,
    { signal },
  );
}
