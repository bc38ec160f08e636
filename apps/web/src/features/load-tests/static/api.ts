// Static plate load tests (spec part 3 §7): the shared calls of load-tests/api.ts for this variant,
// and the conditions of the project's last test.
import { useQuery } from '@tanstack/react-query';
import type { StaticLoadConditions, StaticLoadPayloadDraft } from '@baustellendoku/domain';
import { apiClient } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import {
  loadTestKeys,
  loadTestPagesQuery,
  loadTestPointsQuery,
  useLoadTest,
  useLoadTestEntry,
  useUpdateLoadTest,
} from '../api';
import type { StaticLoadAnalysis } from './types';
import { staticLoadTests } from './variant';

export const staticLoadKeys = {
  ...loadTestKeys(staticLoadTests.resource),
  last: (projectId: string) => [staticLoadTests.resource, 'last', projectId] as const,
};

export const staticLoadPagesQuery = (projectId: string, search: string) =>
  loadTestPagesQuery<StaticLoadAnalysis>(staticLoadTests.resource, projectId, search);

export const staticLoadPointsQuery = (projectId: string) => loadTestPointsQuery(staticLoadTests.resource, projectId);

export const useStaticLoadAnalysis = (id: string) => useLoadTest(staticLoadTests, id);

/** Conditions of the project's last test for pre-filling a new one (null when there is none). */
export function useLastStaticLoadConditions(projectId: string, enabled: boolean) {
  return useQuery({
    queryKey: staticLoadKeys.last(projectId),
    queryFn: async ({ signal }) =>
      (
        await apiClient.get<{ staticLoadAnalysisData: StaticLoadConditions | null }>(
          `/last-static-load-analysis/${encodeURIComponent(projectId)}`,
          { signal },
        )
      ).staticLoadAnalysisData,
    enabled,
    staleTime: 0,
  });
}

/** A new static plate load test, kept on the device without a connection (decision 0390). */
export const useStaticLoadEntry = (projectId: string) =>
  useLoadTestEntry<StaticLoadPayloadDraft, StaticLoadAnalysis>(staticLoadTests, projectId, (values) => ({
    title: `Rasterfeld ${values.gridField ?? ''}${values.measuringPointName ? ` · ${values.measuringPointName}` : ''}`,
    details: [
      { label: 'Rasterfeld', value: values.gridField ?? '' },
      { label: 'Messpunkt', value: values.measuringPointName ?? '' },
      { label: 'Datum und Uhrzeit', value: formatDateTime(values.analysedAt) },
      { label: 'Prüfschicht', value: values.testLayer ?? '' },
    ],
  }));

export const useUpdateStaticLoadAnalysis = (id: string) =>
  useUpdateLoadTest<StaticLoadPayloadDraft, StaticLoadAnalysis>(staticLoadTests, id);
