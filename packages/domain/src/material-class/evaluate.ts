// The material class of a lab report (§§ 10, 11 for products of a plant, §§ 15, 16 for soil):
// the best class whose every material value is met, never on missing values; the decisive
// parameters are those that fail the next better class. The answer explains itself: each class
// with its exceeded parameters, the warnings, the missing parameters and the rules applied.
import { addDecimals, compareDecimals } from '../orders/decimal.js';
import { formatLabDecimal, germanDecimals, multiplyDecimals } from './lab-decimal.js';
import {
  classesOf,
  isSoil,
  materialParameters,
  parametersOf,
  type MaterialCode,
  type ParameterKey,
  type SoilType,
} from './materials.js';
import { limitText, meets, requirementsOf, type Requirement } from './requirements.js';
import type { MaterialClassRequest } from './schemas.js';
import { judgeSeries, type ParameterVerdict } from './series.js';
import { sumOfSingleSubstances, type ComputedSum } from './sums.js';

export type DecisiveParameter = { parameter: ParameterKey; value: string; limit: string; class: string };
export type ClassVerdict = {
  materialClass: string;
  met: boolean;
  exceeded: ParameterKey[];
  missing: ParameterKey[];
  tolerated: ParameterKey[];
};
export type MaterialClassEvaluation = {
  materialClass: string | null;
  decisive: DecisiveParameter[];
  classes: ClassVerdict[];
  warnings: string[];
  incomplete: ParameterKey[];
  rulesApplied: string[];
  /** The values of the newest sample the classes were compared with (sums computed). */
  values: Partial<Record<ParameterKey, string>>;
  sums: ComputedSum[];
  soilType: SoilType | null;
};

export const DEFAULT_SOIL_TYPE: SoilType = 'Lehm/Schluff';

const nameOf = (key: ParameterKey) => materialParameters[key].name;
const withUnit = (key: ParameterKey, value: string) => {
  const unit = materialParameters[key].unit;
  return unit ? `${formatLabDecimal(value)} ${unit}` : formatLabDecimal(value);
};
const germanLimit = (requirement: Requirement) => germanDecimals(limitText(requirement));

type Sample = { values: Record<string, string>; sums: ComputedSum[] };

function effectiveSamples(request: MaterialClassRequest): Sample[] {
  return request.samples.map((sample) => {
    const sums = Object.entries(sample.singleSubstances ?? {}).map(([key, entries]) =>
      sumOfSingleSubstances(key as ParameterKey, entries),
    );
    const values: Record<string, string> = { ...sample.values };
    for (const sum of sums) values[sum.parameter] = sum.value;
    return { values, sums };
  });
}

type ClassJudgement = ClassVerdict & { verdicts: ParameterVerdict[]; requirements: Requirement[] };

function judgeClass(material: MaterialCode, materialClass: string, soilType: SoilType, samples: Sample[]) {
  const perSample = samples.map((sample) => requirementsOf(material, materialClass, soilType, sample.values));
  const keys = [
    ...new Set(
      perSample
        .flat()
        .filter((r) => r.kind === 'limit')
        .map((r) => r.key),
    ),
  ];
  const missing = keys.filter((key) =>
    perSample.some(
      (requirements, index) =>
        requirements.some((r) => r.key === key && r.kind === 'limit') && samples[index]!.values[key] === undefined,
    ),
  );
  const verdicts = keys
    .filter((key) => !missing.includes(key))
    .map((key) =>
      judgeSeries(
        key,
        perSample.map((requirements, index) => {
          const requirement = requirements.find((r) => r.key === key && r.kind === 'limit');
          return requirement ? { value: samples[index]!.values[key]!, requirement } : null;
        }),
      ),
    );
  const exceeded = verdicts.filter((verdict) => !verdict.met).map((verdict) => verdict.key);
  return {
    materialClass,
    met: missing.length === 0 && exceeded.length === 0,
    exceeded,
    missing,
    tolerated: verdicts.filter((verdict) => verdict.tolerated).map((verdict) => verdict.key),
    verdicts,
    requirements: perSample[perSample.length - 1]!,
  } satisfies ClassJudgement;
}

/** § 10 (5): a deviation from an orientation value is a warning; beyond 0,5 pH units or 10 % the cause must be found. */
function orientationWarning(key: ParameterKey, value: string, requirement: Requirement, materialClass: string) {
  if (meets(value, requirement)) return null;
  const isPh = key === 'ph';
  const limit = `(${materialClass}: ${germanLimit(requirement)}${materialParameters[key].unit ? ` ${materialParameters[key].unit}` : ''})`;
  const head = `Orientierungswert überschritten: ${nameOf(key)} ${withUnit(key, value)} ${limit}; `;
  if (!isPh && key !== 'elektrische_leitfaehigkeit')
    return `${head}bodenmaterialspezifischer Orientierungswert (Tabelle 3 Fußnote 7)`;
  const above = requirement.max !== undefined && compareDecimals(value, requirement.max) > 0;
  const beyond = isPh
    ? above
      ? compareDecimals(value, addDecimals([requirement.max!, '0.5'])) > 0
      : compareDecimals(addDecimals([value, '0.5']), requirement.min!) < 0
    : above
      ? compareDecimals(value, multiplyDecimals(requirement.max!, '110', 2)) > 0
      : compareDecimals(value, multiplyDecimals(requirement.min!, '90', 2)) < 0;
  const deviation = isPh ? '0,5 Einheiten' : '10 %';
  return (
    head +
    (beyond
      ? `Abweichung mehr als ${deviation} – Ursache ermitteln (§ 10 Absatz 5)`
      : `Abweichung höchstens ${deviation}`)
  );
}

export function evaluateMaterialClass(request: MaterialClassRequest): MaterialClassEvaluation {
  const { material } = request;
  const soil = isSoil(material);
  const soilType = soil ? (request.soilType ?? DEFAULT_SOIL_TYPE) : DEFAULT_SOIL_TYPE;
  const samples = effectiveSamples(request);
  const newest = samples[samples.length - 1]!;
  const judgements = classesOf(material).map((materialClass) => judgeClass(material, materialClass, soilType, samples));

  // Classes best first: the first one met is the answer, unless a better one could not be decided
  // because values are missing (never confirm a class on missing values).
  const order = parametersOf(material, { withTable4: true });
  let bestIndex = -1;
  let incomplete: ParameterKey[] = [];
  for (const [index, judgement] of judgements.entries()) {
    if (judgement.met) {
      bestIndex = index;
      break;
    }
    if (judgement.exceeded.length === 0) {
      incomplete = order.filter((key) => judgement.missing.includes(key));
      break;
    }
  }
  const materialClass = bestIndex >= 0 ? judgements[bestIndex]!.materialClass : null;

  // Decisive: what fails the next better class; with no class met, what fails the last one.
  const decisiveIndex =
    incomplete.length > 0 ? -1 : bestIndex > 0 ? bestIndex - 1 : bestIndex === -1 ? judgements.length - 1 : -1;
  const decisive: DecisiveParameter[] =
    decisiveIndex < 0
      ? []
      : judgements[decisiveIndex]!.verdicts.filter((verdict) => !verdict.met).map((verdict) => ({
          parameter: verdict.key,
          value: verdict.failing!.value,
          limit: verdict.failing!.limit,
          class: judgements[decisiveIndex]!.materialClass,
        }));

  const warnings: string[] = [];
  const rulesApplied: string[] = [];
  const basisRule = soil
    ? '§ 15: eingehalten, wenn der Messwert gleich oder kleiner als der Materialwert ist (Anlage 1 Tabelle 3 und 4)'
    : request.basis === 'series' && samples.length > 1
      ? `§ 10 Absatz 3: Zeitreihe aus ${samples.length} aufeinanderfolgenden Überprüfungen; je Materialwert ist höchstens eine Überschreitung unterhalb des Bezugswerts (Anlage 6) zulässig`
      : request.basis === 'series'
        ? '§ 10 Absatz 3 Satz 4: erste Fremdüberwachung – keine Überschreitung zulässig'
        : '§ 10 Absatz 2: eingehalten, wenn der Messwert gleich oder kleiner als der Materialwert ist';
  rulesApplied.push(basisRule);
  if (soil && !request.soilType)
    rulesApplied.push('Tabelle 3 Fußnote 2: Bodenart nicht angegeben – bewertet wie Lehm, Schluff');
  else if (soil) rulesApplied.push(`Bodenart ${soilType} für die Werte von BM-0/BG-0 (Tabelle 3 Fußnote 2)`);
  for (const sum of newest.sums)
    rulesApplied.push(
      `§ 10 Absatz 4: ${nameOf(sum.parameter)} = ${withUnit(sum.parameter, sum.value)} aus ${sum.substances.length} Einzelstoffen ` +
        '(unter der Nachweisgrenze 0, unter der Bestimmungsgrenze die halbe Bestimmungsgrenze)',
    );

  const consulted = materialClass ? [judgements[bestIndex]!] : judgements;
  for (const note of new Set(consulted.flatMap((judgement) => judgement.requirements.map((r) => r.note)))) {
    if (note) rulesApplied.push(note);
  }

  for (const judgement of judgements) {
    for (const verdict of judgement.verdicts) {
      if (verdict.tolerated)
        rulesApplied.push(
          `§ 10 Absatz 3: eine Überschreitung von ${nameOf(verdict.key)} für ${judgement.materialClass} toleriert ` +
            `(unter dem Bezugswert ${withUnit(verdict.key, verdict.reference!.value)}, Anlage 6: ${verdict.reference!.row.percent} %)`,
        );
      if (verdict.reference?.row.reconstructed && (verdict.tolerated || judgement === judgements[decisiveIndex]))
        warnings.push(
          `Bezugswert für ${nameOf(verdict.key)} (${judgement.materialClass}) aus einer rekonstruierten Zeile der Anlage 6 ` +
            `(${verdict.reference.row.parameter}, ${verdict.reference.row.unit}, ${verdict.reference.row.percent} %) – bitte am Gesetzestext prüfen`,
        );
    }
  }

  const resultJudgement = bestIndex >= 0 ? judgements[bestIndex]! : null;
  if (resultJudgement) {
    const freshConcrete = request.freshConcrete === true && material === 'RC';
    if (freshConcrete)
      rulesApplied.push(
        `§ 10 Absatz 5 Satz 4: frisch gebrochenes, reines Betonmaterial – pH-Wert und elektrische Leitfähigkeit bleiben unberücksichtigt, da Sulfat und die übrigen Materialwerte von ${resultJudgement.materialClass} eingehalten sind`,
      );
    for (const requirement of resultJudgement.requirements) {
      const value = newest.values[requirement.key];
      if (requirement.kind !== 'orientation' || value === undefined) continue;
      if (freshConcrete && (requirement.key === 'ph' || requirement.key === 'elektrische_leitfaehigkeit')) continue;
      const warning = orientationWarning(requirement.key, value, requirement, resultJudgement.materialClass);
      if (warning) warnings.push(warning);
    }
    for (const requirement of resultJudgement.requirements) {
      if (requirement.columnUnconfirmed)
        warnings.push(
          `Spaltenzuordnung des Materialwerts ${nameOf(requirement.key)} ${withUnit(requirement.key, requirement.max!)} nicht aus einer spaltengenauen Quelle bestätigt (${requirement.columnUnconfirmed.join(', ')})`,
        );
    }
  }
  if (soil) soilWarnings(newest.values, warnings);

  return {
    materialClass,
    decisive,
    classes: judgements.map(({ materialClass: name, met, exceeded, missing, tolerated }) => ({
      materialClass: name,
      met,
      exceeded,
      missing,
      tolerated,
    })),
    warnings,
    incomplete,
    rulesApplied,
    values: newest.values as Partial<Record<ParameterKey, string>>,
    sums: newest.sums,
    soilType: soil ? soilType : null,
  };
}

/** Table 3 footnotes 5 and 11: what exceeding sulfate or EOX asks of the producer. */
function soilWarnings(values: Record<string, string>, warnings: string[]) {
  if (values.sulfat_eluat !== undefined && compareDecimals(values.sulfat_eluat, '250') > 0)
    warnings.push(
      'Sulfat über 250 mg/l: Ursache prüfen; naturbedingt erhöhte Sulfatkonzentrationen können innerhalb der betroffenen Gebiete verwertet werden (Tabelle 3 Fußnote 5)',
    );
  if (values.eox_feststoff !== undefined && compareDecimals(values.eox_feststoff, '1') > 0)
    warnings.push('EOX über 1 mg/kg: Material auf fallspezifische Belastungen untersuchen (Tabelle 3 Fußnote 11)');
}
