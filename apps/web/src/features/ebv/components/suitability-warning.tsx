// The non-blocking warning of the feature settings (spec part 2 §2): a chosen machine has no
// suitability proof for a planned material class and grain size.
import { ebvMessages, type MissingSuitability } from '@baustellendoku/domain';
import { Alert } from '@/components/ui/alert';
import { labelOf } from './wrecking-pile-parts';

export function SuitabilityWarning({ missing }: { missing: readonly MissingSuitability[] }) {
  if (missing.length === 0) return null;
  return (
    <Alert tone="warning" title={ebvMessages.machineSuitabilityMissing}>
      <ul className="space-y-1">
        {missing.map((entry) => (
          <li key={entry.machineId}>
            <span className="font-medium">{entry.machineName}:</span>{' '}
            {entry.grainSizeAndQualities.map((value) => labelOf('grainSizeAndQuality', value)).join(', ')}
          </li>
        ))}
      </ul>
      <p className="mt-1 text-slate-600">
        Sie können trotzdem speichern. Ohne Eignungsnachweis wird die Analytik dieser Materialklassen zur Prüfung
        vorgelegt.
      </p>
    </Alert>
  );
}
