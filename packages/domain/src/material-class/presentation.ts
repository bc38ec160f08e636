// How an evaluation reads, for the calculator page and the evaluation sheet alike: parameter
// labels (eluate and solid told apart where a name has both), limits and values in German
// notation, and the table of each class's limits next to the measured values.
import { germanDecimals } from './lab-decimal.js';
import { classesOf, materialParameters, parametersOf, type ParameterKey } from './materials.js';
import { limitText, requirementsOf, type Requirement } from './requirements.js';
import type { DecisiveParameter, MaterialClassEvaluation } from './evaluate.js';
import type { MaterialClassRequest } from './schemas.js';

const namesWithBothMedia = new Set(
  Object.values(materialParameters)
    .filter((a) => Object.values(materialParameters).some((b) => b.name === a.name && b.medium !== a.medium))
    .map((parameter) => parameter.name),
);

/** "Sulfat", "Arsen (Eluat)", "Arsen (Feststoff)". */
export function parameterLabel(key: ParameterKey): string {
  const { name, medium } = materialParameters[key];
  return namesWithBothMedia.has(name) ? `${name} (${medium === 'eluat' ? 'Eluat' : 'Feststoff'})` : name;
}

export const unitOf = (key: ParameterKey) => materialParameters[key].unit ?? '';

export const formatRequirement = (requirement: Requirement) => germanDecimals(limitText(requirement));

/** "Sulfat 800 mg/l > 600 mg/l (RC-1)". */
export function decisiveText(decisive: DecisiveParameter): string {
  const unit = unitOf(decisive.parameter);
  const withUnit = (text: string) => (unit ? `${text} ${unit}` : text);
  const relation = /^[>≥]|–/.test(decisive.limit) ? 'außerhalb' : '>';
  return `${parameterLabel(decisive.parameter)} ${withUnit(germanDecimals(decisive.value))} ${relation} ${withUnit(germanDecimals(decisive.limit))} (${decisive.class})`;
}

export type LimitCell = { materialClass: string; text: string; isOrientation: boolean; isExceeded: boolean };
export type LimitRow = {
  key: ParameterKey;
  label: string;
  unit: string;
  values: (string | null)[];
  limits: LimitCell[];
};

/** One row per parameter of the material (table 4 only where measured): values per check and each class's limit. */
export function limitRows(request: MaterialClassRequest, evaluation: MaterialClassEvaluation): LimitRow[] {
  const { material } = request;
  const soilType = evaluation.soilType ?? 'Lehm/Schluff';
  const newest = evaluation.values as Record<string, string>;
  const base = parametersOf(material);
  const measuredExtra = parametersOf(material, { withTable4: true }).filter(
    (key) => !base.includes(key) && newest[key] !== undefined,
  );
  const keys = [...base, ...measuredExtra];
  const requirements = classesOf(material).map((materialClass) => ({
    materialClass,
    requirements: requirementsOf(material, materialClass, soilType, newest),
    exceeded: evaluation.classes.find((entry) => entry.materialClass === materialClass)?.exceeded ?? [],
  }));
  return keys.map((key) => ({
    key,
    label: parameterLabel(key),
    unit: unitOf(key),
    values: request.samples.map((sample, index) =>
      index === request.samples.length - 1 ? (newest[key] ?? null) : (sample.values[key] ?? null),
    ),
    limits: requirements.map(({ materialClass, requirements: list, exceeded }) => {
      const requirement = list.find((entry) => entry.key === key);
      return {
        materialClass,
        text: requirement ? formatRequirement(requirement) : '',
        isOrientation: requirement?.kind === 'orientation',
        isExceeded: exceeded.includes(key),
      };
    }),
  }));
}

export const basisLabel = (request: MaterialClassRequest) =>
  request.basis === 'single'
    ? 'Einzelprobe (§ 10 Absatz 2, § 15)'
    : `Zeitreihe aus ${request.samples.length} Überprüfung${request.samples.length === 1 ? '' : 'en'} (§ 10 Absatz 3)`;
