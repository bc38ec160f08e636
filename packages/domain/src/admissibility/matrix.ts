// Whole-table views: one material over all Einbauweisen and columns (GET /admissibility/matrix),
// and the column a project's site selects, explained for the settings page.
import { anlage2ColumnLabels, anlage2Columns, type Anlage2Column } from './anlage2-columns.js';
import { admissibility, anlage2Table, cellAdmissibility, type Admissibility } from './admissibility.js';
import type { Anlage2Footnote } from './anlage2-types.js';
import { materialRuleOf } from './materials.js';
import {
  coverLayerConfiguration,
  favourableColumnOf,
  protectionZoneOf,
  type SiteConditions,
} from './site-conditions.js';

export type MaterialMatrix = {
  materialClass: string;
  table: number | null;
  title: string | null;
  columns: Anlage2Column[];
  rows: { mountingMethod: number; cells: (Admissibility & { column: Anlage2Column })[] }[];
  footnotes: Omit<Anlage2Footnote, 'marks'>[];
};

const allMountingMethods = Array.from({ length: 17 }, (_, index) => index + 1);

export function materialMatrix(
  materialClass: string,
  columns: readonly Anlage2Column[] = anlage2Columns,
): MaterialMatrix {
  const material = materialRuleOf(materialClass);
  if (material.kind !== 'table') {
    // No table governs these: every cell carries the material's own verdict (any site, outside zone I).
    const neutral = admissibility(materialClass, 'ew_1', {
      groundwaterCoverLayerSoilType: null,
      groundwaterCoverLayerThicknessInMeter: null,
      highestExpectedGroundwaterLevelInMeter: null,
      waterProtectionArea: null,
    });
    return {
      materialClass,
      table: null,
      title: null,
      columns: [...columns],
      rows: allMountingMethods.map((mountingMethod) => ({
        mountingMethod,
        cells: columns.map((column) => ({ ...neutral, column })),
      })),
      footnotes: [],
    };
  }
  const table = anlage2Table(material.table);
  return {
    materialClass,
    table: table.number,
    title: table.title,
    columns: [...columns],
    rows: allMountingMethods.map((mountingMethod) => ({
      mountingMethod,
      cells: columns.map((column) => ({
        ...cellAdmissibility(table.number, mountingMethod, column, material.code, anlage2ColumnLabels[column]),
        column,
      })),
    })),
    footnotes: table.footnotes.map(({ number, text }) => ({ number, text })),
  };
}

export type SiteColumn = {
  /** 'not_admissible' and 'not_checkable' when no column applies. */
  kind: 'column' | 'not_admissible' | 'not_checkable';
  column: Anlage2Column | null;
  label: string;
  reason: string;
};

/**
 * The column for the two material groups of § 19 Abs. 8 (unfavourable from 0,1 m resp. 0,5 m);
 * one entry when both agree. Zone I/II rules are stated, not applied per material.
 */
export function siteColumns(site: SiteConditions): { group: string; result: SiteColumn }[] {
  const protection = protectionZoneOf(site.waterProtectionArea);
  const forGroup = (minimum: number): SiteColumn => {
    if (protection.zone === 'zone_one') {
      return {
        kind: 'not_admissible',
        column: null,
        label: protection.label,
        reason: `${protection.label}: kein Einbau mineralischer Ersatzbaustoffe (§ 19 Abs. 6 Satz 1 EBV).`,
      };
    }
    const configuration = coverLayerConfiguration(site, minimum);
    if (configuration.kind === 'missing') {
      return {
        kind: 'not_checkable',
        column: null,
        label: 'nicht prüfbar',
        reason: `Es fehlen: ${configuration.missing.join(', ')}.`,
      };
    }
    if (configuration.kind === 'insufficient') {
      return { kind: 'not_admissible', column: null, label: 'kein Einbau nach Anlage 2', reason: configuration.reason };
    }
    if (configuration.kind === 'unfavourable') {
      if (protection.zone !== 'none') {
        return {
          kind: 'not_admissible',
          column: null,
          label: 'kein Einbau nach Anlage 2',
          reason: `${protection.label}: In Wasserschutzbereichen nur bei günstiger Grundwasserdeckschicht; hier ${configuration.reason}.`,
        };
      }
      return {
        kind: 'column',
        column: 'unfavourable',
        label: anlage2ColumnLabels.unfavourable,
        reason: `${protection.label}, ${configuration.reason}.`,
      };
    }
    const column = favourableColumnOf(protection.zone, configuration.soil);
    const zoneTwo =
      protection.zone === 'zone_two'
        ? ' Zone II: nur BM-0, BG-0, SKG und GS-0 (§ 19 Abs. 6 Satz 2 EBV), geprüft nach Spalte 4.'
        : '';
    return {
      kind: 'column',
      column,
      label: anlage2ColumnLabels[column],
      reason: `${protection.label}, ${configuration.reason}.${zoneTwo}`,
    };
  };
  const short = forGroup(0.1);
  const long = forGroup(0.5);
  if (short.kind === long.kind && short.column === long.column)
    return [{ group: 'alle Ersatzbaustoffe', result: short }];
  return [
    {
      group: 'RC-1, BM-0*, BM-F0*, BM-F1, BG-0*, BG-F0*, BG-F1, GS-0, GS-1, SWS-1, CUM-1, HOS-1, HS, SKG',
      result: short,
    },
    { group: 'alle anderen Ersatzbaustoffe', result: long },
  ];
}
