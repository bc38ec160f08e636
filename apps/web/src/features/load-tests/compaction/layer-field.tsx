// The layer of a load test (issue 37): free text, offering the project's requirement layers and
// the usual names while typing. Its requirement judges the test.
import { useQuery } from '@tanstack/react-query';
import { suggestedLayers } from '@baustellendoku/domain';
import { TextField } from '@/components/ui/text-fields';
import { requirementsQuery } from './api';

export function LayerField({ projectId }: { projectId: string | undefined }) {
  const requirements = useQuery({ ...requirementsQuery(projectId ?? ''), enabled: Boolean(projectId) });
  const layers = [
    ...new Set([...(requirements.data ?? []).map((requirement) => requirement.layer), ...suggestedLayers]),
  ];
  return (
    <TextField
      name="layer"
      label="Schicht"
      suggestions={layers}
      placeholder="z. B. Frostschutzschicht"
      autoComplete="off"
      hint="Nach der Verdichtungsanforderung dieser Schicht wird der Versuch beurteilt."
    />
  );
}
