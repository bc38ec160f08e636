// Is a Voranzeige required (§ 22 Abs. 1 and 2 EBV)? Pure and exact: tons and densities are decimal
// text, each volume is the exact fraction tons / density, sums and the 250 m³ comparison are done on
// bigints; the volumes shown are rounded down to 3 decimals so "250 m³" never shows below the line.
import { compareDecimals, formatDecimalDe, normalizeDecimal } from '../orders/decimal.js';
import { protectionZoneOf } from './site-conditions.js';
import {
  classThreeNoticeMaterialClasses,
  defaultBulkDensities,
  isBulkDensityMaterialClass,
  isDesignatedProtectionArea,
  isExemptFromProtectionAreaNotice,
  materialShortName,
  slagAndAshMaterialClasses,
  type NoticeVolumeMaterialClass,
} from './notice-materials.js';

export const NOTICE_THRESHOLD_IN_CUBIC_METERS = '250';

export type NoticeAmount = { materialClass: string; amountInTons: string };
export type BulkDensities = Partial<Record<string, string>>;

export type NoticeVolumeGroup = {
  key: 'slags_and_ashes' | 'class_three';
  /** "§ 22 Abs. 1 Satz 1 EBV (Schlacken und Aschen nach § 20 Abs. 1)" … */
  label: string;
  materials: {
    materialClass: string;
    code: string;
    amountInTons: string;
    tonsPerCubicMeter: string;
    volumeInCubicMeters: string;
  }[];
  totalInCubicMeters: string;
  reached: boolean;
};

export type NoticeRequirement = {
  required: boolean;
  /** German, one line per reason; "nicht erforderlich" with why when none applies. */
  reasons: string[];
  thresholdInCubicMeters: string;
  groups: NoticeVolumeGroup[];
  protectionArea: {
    designated: boolean;
    label: string;
    materials: NoticeMaterial[];
  };
  /** Classes the notices must list (§ 22 Abs. 4: those that needed the Voranzeige). */
  notifiableMaterialClasses: string[];
};

type Fraction = { numerator: bigint; denominator: bigint };

const SCALE = 3;
const scaled = (text: string) => {
  const [whole = '0', fraction = ''] = normalizeDecimal(text).split('.');
  return BigInt(whole + fraction.padEnd(SCALE, '0').slice(0, SCALE));
};

const addFractions = (a: Fraction, b: Fraction): Fraction => ({
  numerator: a.numerator * b.denominator + b.numerator * a.denominator,
  denominator: a.denominator * b.denominator,
});

/** Rounded down to 3 decimals as plain decimal text. */
function fractionText({ numerator, denominator }: Fraction): string {
  const thousandths = (numerator * 1000n) / denominator;
  const whole = thousandths / 1000n;
  const rest = (thousandths % 1000n).toString().padStart(3, '0');
  return normalizeDecimal(`${whole}.${rest}`);
}

/** Exact m³ of tons at a density (both scale ≤ 3): (t·1000) / (ρ·1000). */
export function cubicMetersOf(amountInTons: string, tonsPerCubicMeter: string): Fraction {
  const density = scaled(tonsPerCubicMeter);
  if (density <= 0n) throw new Error('Schüttdichte muss größer als 0 sein');
  return { numerator: scaled(amountInTons), denominator: density };
}

export const cubicMetersText = (amountInTons: string, tonsPerCubicMeter: string) =>
  fractionText(cubicMetersOf(amountInTons, tonsPerCubicMeter));

/** The project's density for a class, else the default; null for classes never notifiable. */
/** One material of a notice: its tons and, when a bulk density is known, the volume. */
export type NoticeMaterial = {
  materialClass: string;
  code: string;
  amountInTons: string;
  tonsPerCubicMeter: string | null;
  volumeInCubicMeters: string | null;
};

export function noticeMaterial(materialClass: string, amountInTons: string, densities: BulkDensities): NoticeMaterial {
  const tonsPerCubicMeter = bulkDensityOf(materialClass, densities);
  return {
    materialClass,
    code: materialShortName(materialClass),
    amountInTons,
    tonsPerCubicMeter,
    volumeInCubicMeters: tonsPerCubicMeter ? cubicMetersText(amountInTons, tonsPerCubicMeter) : null,
  };
}

export const bulkDensityOf = (materialClass: string, densities: BulkDensities): string | null =>
  normalizeOrNull(
    densities[materialClass] ??
      (isBulkDensityMaterialClass(materialClass) ? defaultBulkDensities[materialClass] : null),
  );
const normalizeOrNull = (value: string | null | undefined) => (value ? normalizeDecimal(value) : null);

/** Tons per material class, exact, in first-seen order. */
function tonsByClass(amounts: readonly NoticeAmount[]): Map<string, string> {
  const totals = new Map<string, bigint>();
  for (const { materialClass, amountInTons } of amounts) {
    totals.set(materialClass, (totals.get(materialClass) ?? 0n) + scaled(amountInTons));
  }
  return new Map([...totals].map(([key, value]) => [key, fractionText({ numerator: value, denominator: 1000n })]));
}

function volumeGroup(
  key: NoticeVolumeGroup['key'],
  label: string,
  classes: readonly NoticeVolumeMaterialClass[],
  tons: Map<string, string>,
  densities: BulkDensities,
): NoticeVolumeGroup {
  let total: Fraction = { numerator: 0n, denominator: 1n };
  const materials = classes
    .filter((materialClass) => tons.has(materialClass))
    .map((materialClass) => {
      const amountInTons = tons.get(materialClass)!;
      const tonsPerCubicMeter = bulkDensityOf(materialClass, densities)!;
      const volume = cubicMetersOf(amountInTons, tonsPerCubicMeter);
      total = addFractions(total, volume);
      return {
        materialClass,
        code: materialShortName(materialClass),
        amountInTons,
        tonsPerCubicMeter,
        volumeInCubicMeters: fractionText(volume),
      };
    });
  const reached = total.numerator >= BigInt(NOTICE_THRESHOLD_IN_CUBIC_METERS) * total.denominator;
  return { key, label, materials, totalInCubicMeters: fractionText(total), reached };
}

const m3 = (text: string) => `${formatDecimalDe(text)} m³`;

/**
 * § 22 Abs. 1: the § 20 (1) slags and ashes, and separately BG-F3/BM-F3/RC-3 ("Satz 1 gilt
 * entsprechend"), each ≥ 250 m³ in total; § 22 Abs. 2: any non-exempt material in a designated
 * water or spring protection area (decision 0262).
 */
export function noticeRequirement(input: {
  amounts: readonly NoticeAmount[];
  bulkDensities: BulkDensities;
  waterProtectionArea: string | null;
}): NoticeRequirement {
  const amounts = input.amounts.filter((amount) => compareDecimals(normalizeDecimal(amount.amountInTons), '0') > 0);
  const tons = tonsByClass(amounts);
  const groups = [
    volumeGroup(
      'slags_and_ashes',
      '§ 22 Abs. 1 Satz 1 EBV: Schlacken und Aschen nach § 20 Abs. 1',
      slagAndAshMaterialClasses,
      tons,
      input.bulkDensities,
    ),
    volumeGroup(
      'class_three',
      '§ 22 Abs. 1 Satz 3 EBV: BG-F3, BM-F3, RC-3',
      classThreeNoticeMaterialClasses,
      tons,
      input.bulkDensities,
    ),
  ];
  const designated = isDesignatedProtectionArea(input.waterProtectionArea);
  const { label } = protectionZoneOf(input.waterProtectionArea || null);
  const protectedMaterials = designated
    ? [...tons]
        .filter(([materialClass]) => !isExemptFromProtectionAreaNotice(materialClass))
        .map(([materialClass, amountInTons]) => noticeMaterial(materialClass, amountInTons, input.bulkDensities))
    : [];

  const reasons: string[] = [];
  for (const group of groups.filter((candidate) => candidate.reached)) {
    reasons.push(
      `${group.label}: ${m3(group.totalInCubicMeters)} erreichen den Schwellenwert von ${m3(NOTICE_THRESHOLD_IN_CUBIC_METERS)}.`,
    );
  }
  if (protectedMaterials.length > 0) {
    reasons.push(
      `§ 22 Abs. 2 EBV: Einbau von ${protectedMaterials.map((material) => material.code).join(', ')} im Gebiet „${label}“ (ausgenommen sind nur BM-0, BG-0, SKG und GS-0).`,
    );
  }
  const required = reasons.length > 0;
  if (!required) reasons.push(notRequiredReason(groups, designated, label));

  const notifiable = new Set<string>(protectedMaterials.map((material) => material.materialClass));
  for (const group of groups.filter((candidate) => candidate.reached)) {
    for (const material of group.materials) notifiable.add(material.materialClass);
  }
  return {
    required,
    reasons,
    thresholdInCubicMeters: NOTICE_THRESHOLD_IN_CUBIC_METERS,
    groups,
    protectionArea: { designated, label, materials: protectedMaterials },
    notifiableMaterialClasses: [...tons.keys()].filter((materialClass) => notifiable.has(materialClass)),
  };
}

function notRequiredReason(groups: NoticeVolumeGroup[], designated: boolean, area: string): string {
  const volumes = groups
    .filter((group) => group.materials.length > 0)
    .map((group) => `${group.label}: ${m3(group.totalInCubicMeters)}`);
  const volumeText = volumes.length
    ? `${volumes.join('; ')} – unter ${m3(NOTICE_THRESHOLD_IN_CUBIC_METERS)}`
    : 'keine Materialien nach § 22 Abs. 1 EBV';
  const areaText = designated
    ? `im Gebiet „${area}“ nur Materialien, die § 22 Abs. 2 ausnimmt`
    : 'kein festgesetztes Wasser- oder Heilquellenschutzgebiet';
  return `Keine Voranzeige erforderlich: ${volumeText}; ${areaText}.`;
}
