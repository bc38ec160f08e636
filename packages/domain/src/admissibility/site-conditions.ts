// From the project's site conditions to the column of Anlage 2 (§ 19 Abs. 6 and 8 EBV, Anlage 2
// "Erläuterungen"). The seepage distance is the measured groundwater-free thickness of the cover
// layer below the installation; the law adds 0,5 m safety distance to every threshold (§ 2 Nr. 34).
import type { Anlage2Column } from './anlage2-columns.js';

export type SiteConditions = {
  groundwaterCoverLayerSoilType: string | null;
  groundwaterCoverLayerThicknessInMeter: number | null;
  highestExpectedGroundwaterLevelInMeter: number | null;
  waterProtectionArea: string | null;
};

export const SAFETY_DISTANCE_IN_METER = 0.5;
/** "günstig": seepage distance more than 1 m plus the safety distance. */
export const FAVOURABLE_ABOVE_IN_METER = 1 + SAFETY_DISTANCE_IN_METER;

const meters = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 3 });
export const formatMeters = (value: number) => `${meters.format(value)} m`;

type ProtectionZone = 'none' | 'zone_one' | 'zone_two' | 'iii_a' | 'iii_b' | 'water_priority';

const protectionZones: Record<string, { zone: ProtectionZone; label: string }> = {
  wsg_i: { zone: 'zone_one', label: 'Wasserschutzgebiet Zone I' },
  hsg_i: { zone: 'zone_one', label: 'Heilquellenschutzgebiet Zone I' },
  wsg_ii: { zone: 'zone_two', label: 'Wasserschutzgebiet Zone II' },
  hsg_ii: { zone: 'zone_two', label: 'Heilquellenschutzgebiet Zone II' },
  wsg_ohne_zone_ii_1000m: {
    zone: 'zone_two',
    label: 'Wasserschutzgebiet ohne Zone II, 1.000 m um die Wasserfassung (wie Zone II)',
  },
  wsg_iii: { zone: 'iii_a', label: 'Wasserschutzgebiet Zone III (nicht unterteilt, Regeln der Zone III A)' },
  wsg_iii_a: { zone: 'iii_a', label: 'Wasserschutzgebiet Zone III A' },
  hsg_iii: { zone: 'iii_a', label: 'Heilquellenschutzgebiet Zone III' },
  wsg_iii_b: { zone: 'iii_b', label: 'Wasserschutzgebiet Zone III B' },
  hsg_iv: { zone: 'iii_b', label: 'Heilquellenschutzgebiet Zone IV' },
  wasservorranggebiet: { zone: 'water_priority', label: 'Wasservorranggebiet' },
};

export function protectionZoneOf(waterProtectionArea: string | null) {
  if (!waterProtectionArea) return { zone: 'none' as const, label: 'außerhalb von Wasserschutzbereichen' };
  const zone = Object.hasOwn(protectionZones, waterProtectionArea) ? protectionZones[waterProtectionArea] : undefined;
  if (!zone) throw new Error(`Unbekannter Wasserschutzbereich: ${waterProtectionArea}`);
  return zone;
}

export type CoverLayerConfiguration =
  | { kind: 'missing'; missing: string[] }
  | { kind: 'insufficient'; reason: string }
  | { kind: 'unfavourable'; reason: string }
  | { kind: 'favourable'; soil: 'sand' | 'loam'; reason: string };

export const missingFieldLabels = {
  soilType: 'Bodenart der Grundwasserdeckschicht',
  thickness: 'Mächtigkeit der Grundwasserdeckschicht (grundwasserfreie Sickerstrecke)',
} as const;

/**
 * The configuration of the cover layer for a material whose unfavourable range starts at
 * `minimumSeepageInMeter` (0,1 or 0,5 m, § 19 Abs. 8). The declared soil type names the soil
 * (Sand / Lehm, Schluff, Ton); the measured thickness decides favourable or not. A declared
 * "ungünstig" stays unfavourable: the declaration does not name the soil of a favourable column.
 */
export function coverLayerConfiguration(site: SiteConditions, minimumSeepageInMeter: number): CoverLayerConfiguration {
  const soilType = site.groundwaterCoverLayerSoilType;
  const thickness = site.groundwaterCoverLayerThicknessInMeter;
  const missing: string[] = [];
  if (!soilType || soilType === 'nicht_ermittelt') missing.push(missingFieldLabels.soilType);
  if (thickness == null) missing.push(missingFieldLabels.thickness);
  if (missing.length > 0 || thickness == null) return { kind: 'missing', missing };

  const minimum = minimumSeepageInMeter + SAFETY_DISTANCE_IN_METER;
  const insufficient = (why: string): CoverLayerConfiguration => ({
    kind: 'insufficient',
    reason: `${why} Ein Einbau nach Anlage 2 ist unzulässig; möglich nur mit Zulassung der Behörde im Einzelfall (§ 21 Abs. 2 EBV).`,
  });
  if (soilType === 'unzureichend') {
    return insufficient('Die grundwasserfreie Sickerstrecke liegt laut Projektangaben unter dem Mindestmaß.');
  }
  if (thickness < minimum) {
    return insufficient(
      `Die grundwasserfreie Sickerstrecke von ${formatMeters(thickness)} liegt unter ${formatMeters(minimumSeepageInMeter)} zuzüglich ${formatMeters(SAFETY_DISTANCE_IN_METER)} Sicherheitsabstand (§ 19 Abs. 8 EBV).`,
    );
  }
  const unfavourableRange = `${formatMeters(minimumSeepageInMeter)} bis 1 m zuzüglich ${formatMeters(SAFETY_DISTANCE_IN_METER)} Sicherheitsabstand`;
  if (thickness <= FAVOURABLE_ABOVE_IN_METER) {
    return {
      kind: 'unfavourable',
      reason: `ungünstige Grundwasserdeckschicht: Sickerstrecke ${formatMeters(thickness)} im Bereich ${unfavourableRange} (§ 19 Abs. 8 EBV)`,
    };
  }
  if (soilType === 'unguenstig') {
    return { kind: 'unfavourable', reason: 'ungünstige Grundwasserdeckschicht laut Projektangaben (§ 19 Abs. 8 EBV)' };
  }
  const soil = soilType === 'guenstig_sand' ? 'sand' : 'loam';
  return {
    kind: 'favourable',
    soil,
    reason: `günstige Grundwasserdeckschicht ${soil === 'sand' ? 'Sand' : 'Lehm, Schluff, Ton'}: Sickerstrecke ${formatMeters(thickness)} mehr als 1 m zuzüglich ${formatMeters(SAFETY_DISTANCE_IN_METER)} Sicherheitsabstand (§ 19 Abs. 8 EBV)`,
  };
}

const favourableColumns = {
  none: { sand: 'favourable_sand', loam: 'favourable_loam' },
  zone_two: { sand: 'wsg_iii_a_sand', loam: 'wsg_iii_a_loam' },
  iii_a: { sand: 'wsg_iii_a_sand', loam: 'wsg_iii_a_loam' },
  iii_b: { sand: 'wsg_iii_b_sand', loam: 'wsg_iii_b_loam' },
  water_priority: { sand: 'water_priority_sand', loam: 'water_priority_loam' },
} as const satisfies Record<Exclude<ProtectionZone, 'zone_one'>, Record<'sand' | 'loam', Anlage2Column>>;

export const favourableColumnOf = (zone: Exclude<ProtectionZone, 'zone_one'>, soil: 'sand' | 'loam'): Anlage2Column =>
  favourableColumns[zone][soil];
