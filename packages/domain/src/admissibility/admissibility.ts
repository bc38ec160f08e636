// admissibility(materialClass, mountingMethod, siteConditions): may this material go into this
// Einbauweise here, and why (EBV § 19, § 21 Abs. 2, Anlage 2). Pure; the server and the web use it.
import type { BadgeTone } from '../status.js';
import { anlage2ColumnLabels, anlage2Columns, type Anlage2Column } from './anlage2-columns.js';
import { anlage2Tables } from './anlage2-tables.generated.js';
import { parseCellText, type Anlage2Mark, type Anlage2Table } from './anlage2-types.js';
import { materialRuleOf } from './materials.js';
import type { MethodVerdict } from './responses.js';
import {
  coverLayerConfiguration,
  favourableColumnOf,
  protectionZoneOf,
  type SiteConditions,
} from './site-conditions.js';

export const admissibilityVerdicts = [
  'admissible',
  'admissible_with_conditions',
  'not_admissible',
  'not_checkable',
] as const;
export type AdmissibilityVerdict = (typeof admissibilityVerdicts)[number];

export const admissibilityVerdictLabels: Record<AdmissibilityVerdict, string> = {
  admissible: 'zulässig',
  admissible_with_conditions: 'zulässig mit Auflagen',
  not_admissible: 'unzulässig',
  not_checkable: 'nicht prüfbar',
};

/** Badge colours: green, amber, red; grey when the app cannot decide. */
export const admissibilityVerdictTones: Record<AdmissibilityVerdict, BadgeTone> = {
  admissible: 'success',
  admissible_with_conditions: 'warning',
  not_admissible: 'danger',
  not_checkable: 'neutral',
};

export type AdmissibilityFootnote = { number: number; text: string };

export type Admissibility = {
  verdict: AdmissibilityVerdict;
  table: number | null;
  column: Anlage2Column | null;
  footnotes: AdmissibilityFootnote[];
  marks: Anlage2Mark[];
  reason: string;
};

const mountingMethodNumbers = new Map(Array.from({ length: 17 }, (_, index) => [`ew_${index + 1}`, index + 1]));

export const isMountingMethod = (value: string) => mountingMethodNumbers.has(value);

/** 'ew_7' → 7; the option list mountingMethod holds ew_1 … ew_17. */
export function mountingMethodNumber(mountingMethod: string): number {
  const number = mountingMethodNumbers.get(mountingMethod);
  if (number === undefined) throw new Error(`Unbekannte Einbauweise: ${mountingMethod}`);
  return number;
}

export function anlage2Table(number: number): Anlage2Table {
  const table = anlage2Tables.find((candidate) => candidate.number === number);
  if (!table) throw new Error(`Tabelle ${number} fehlt`);
  return table;
}

const ROADS_WITH_DRAINAGE =
  ' Ausnahme nach Anlage 2: Bei Straßen mit Entwässerungsrinnen und vollständiger Entwässerung über das Kanalnetz ist der Einbau in den Einbauweisen 7 und 8 zulässig.';

const verdictOnly = (verdict: AdmissibilityVerdict, reason: string, table: number | null = null): Admissibility => ({
  verdict,
  table,
  column: null,
  footnotes: [],
  marks: [],
  reason,
});

/** The verdict of one cell of one table, with its footnotes and marks. */
export function cellAdmissibility(
  tableNumber: number,
  mountingMethod: number,
  column: Anlage2Column,
  code: string,
  why: string,
): Admissibility {
  const table = anlage2Table(tableNumber);
  const where = `${anlage2ColumnLabels[column]} der Tabelle ${table.number} (${code}), Einbauweise ${mountingMethod}`;
  const row = table.rows.find((candidate) => candidate.mountingMethod === mountingMethod);
  if (!row) {
    return {
      ...verdictOnly(
        'not_admissible',
        `Einbauweise ${mountingMethod} ist in Tabelle ${table.number} (${code}) nicht aufgeführt: Einbau unzulässig (§ 19 Abs. 2 Nr. 1 EBV).`,
        table.number,
      ),
      column,
    };
  }
  const cell = parseCellText(row.cells[anlage2Columns.indexOf(column)] ?? '');
  const numbers = cell.symbol === '+' ? [...new Set([...row.footnotes, ...cell.footnotes])].sort((a, b) => a - b) : [];
  const footnotes = numbers.map((number) => {
    const footnote = table.footnotes.find((candidate) => candidate.number === number);
    if (!footnote) throw new Error(`Fußnote ${number} der Tabelle ${table.number} fehlt`);
    return footnote;
  });
  const marks = (['K', 'M'] as const).filter((mark) => footnotes.some((footnote) => footnote.marks.includes(mark)));
  const result = (verdict: AdmissibilityVerdict, reason: string): Admissibility => ({
    verdict,
    table: table.number,
    column,
    footnotes: footnotes.map(({ number, text }) => ({ number, text })),
    marks,
    reason,
  });
  if (cell.symbol === '–') {
    const exception = mountingMethod === 7 || mountingMethod === 8 ? ROADS_WITH_DRAINAGE : '';
    return result('not_admissible', `Einbau unzulässig („–“) nach ${where}; ${why}.${exception}`);
  }
  if (cell.symbol === '/') {
    return result(
      'not_admissible',
      `Für ${code} ist Einbauweise ${mountingMethod} nicht relevant („/“) nach ${where}; ${why}.`,
    );
  }
  if (footnotes.length === 0) return result('admissible', `Einbau zulässig („+“) nach ${where}; ${why}.`);
  const list = footnotes.map((footnote) => `Fußnote ${footnote.number}`).join(', ');
  return result(
    'admissible_with_conditions',
    `Einbau zulässig unter den Anforderungen der ${list} nach ${where}; ${why}.`,
  );
}

/** True when the material may go into none of the project's Einbauweisen (approval needs a confirmation). */
export const isNotAdmissibleAnywhere = (verdicts: readonly { verdict: AdmissibilityVerdict }[]) =>
  verdicts.length > 0 && verdicts.every((item) => item.verdict === 'not_admissible');

export function admissibility(materialClass: string, mountingMethod: string, site: SiteConditions): Admissibility {
  const method = mountingMethodNumber(mountingMethod);
  const material = materialRuleOf(materialClass);
  const protection = protectionZoneOf(site.waterProtectionArea);

  if (material.kind === 'outside_tables') return verdictOnly(material.verdict, material.reason);
  if (protection.zone === 'zone_one') {
    return verdictOnly(
      'not_admissible',
      `${protection.label}: Der Einbau mineralischer Ersatzbaustoffe ist unzulässig (§ 19 Abs. 6 Satz 1 EBV).`,
    );
  }
  if (material.kind === 'class_zero') {
    return verdictOnly(
      'admissible',
      `${material.code} darf in jeder Einbauweise eingebaut werden (§ 19 Abs. 2 Nr. 2 EBV${protection.zone === 'none' ? '' : ', auch in Zone II nach § 19 Abs. 6 Satz 2'}); die Einbautabellen gelten nicht.`,
    );
  }
  if (protection.zone === 'zone_two' && !material.allowedInZoneTwo) {
    return verdictOnly(
      'not_admissible',
      `${protection.label}: Zulässig sind nur BM-0, BG-0, SKG, GS-0 und Gemische daraus (§ 19 Abs. 6 Satz 2 EBV), nicht ${material.code}.`,
      material.table,
    );
  }

  const configuration = coverLayerConfiguration(site, material.minimumSeepageInMeter);
  if (configuration.kind === 'missing') {
    return verdictOnly(
      'not_checkable',
      `Nicht prüfbar: Es fehlen Angaben zu ${configuration.missing.join(' und ')} in den Einstellungen der Bodeneinbau-Dokumentation.`,
      material.table,
    );
  }
  if (configuration.kind === 'insufficient') return verdictOnly('not_admissible', configuration.reason, material.table);
  if (protection.zone === 'none') {
    const column =
      configuration.kind === 'favourable' ? favourableColumnOf('none', configuration.soil) : 'unfavourable';
    return cellAdmissibility(
      material.table,
      method,
      column,
      material.code,
      `${protection.label}, ${configuration.reason}`,
    );
  }
  if (configuration.kind === 'unfavourable') {
    return verdictOnly(
      'not_admissible',
      `${protection.label}: Innerhalb von Wasserschutzbereichen ist der Einbau nur bei günstiger Grundwasserdeckschicht (Sickerstrecke mehr als 1 m zuzüglich 0,5 m) zulässig (Anlage 2, Erläuterungen); hier ${configuration.reason}.`,
      material.table,
    );
  }
  const column = favourableColumnOf(protection.zone, configuration.soil);
  const zoneNote =
    protection.zone === 'zone_two'
      ? `${protection.label}: ${material.code} ist nach § 19 Abs. 6 Satz 2 EBV zulässig, geprüft nach der strengsten Schutzgebietsspalte (WSG III A)`
      : protection.label;
  return cellAdmissibility(material.table, method, column, material.code, `${zoneNote}, ${configuration.reason}`);
}

/** The verdict of one material class for each of a project's Einbauweisen. */
export const verdictsFor = (
  materialClass: string,
  { mountingMethods, site }: { mountingMethods: readonly string[]; site: SiteConditions },
): MethodVerdict[] =>
  mountingMethods.map((mountingMethod) => ({ mountingMethod, ...admissibility(materialClass, mountingMethod, site) }));
