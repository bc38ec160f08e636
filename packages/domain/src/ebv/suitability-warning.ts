// The non-blocking warning of the feature settings (spec part 2 §2): a chosen machine without a
// suitability proof (Eignungsnachweis) for a planned material class and grain size. The web shows
// it live while the form changes; the server returns it with the saved settings.
import type { MissingSuitability } from './responses.js';

type MachineSuitabilities = { machineId: string; name: string; isSuitableFor: readonly string[] };

export function missingSuitabilities(
  machines: readonly MachineSuitabilities[],
  grainSizeAndQualities: readonly string[],
): MissingSuitability[] {
  return machines.flatMap((machine) => {
    const missing = grainSizeAndQualities.filter((value) => !machine.isSuitableFor.includes(value));
    return missing.length
      ? [{ machineId: machine.machineId, machineName: machine.name, grainSizeAndQualities: missing }]
      : [];
  });
}
