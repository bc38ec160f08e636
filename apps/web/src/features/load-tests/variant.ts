// One load-test area, two variants (issue #41): dynamic (Evd, read from the device's printout) and
// static (DIN 18134: Ev1, Ev2 and Ev2/Ev1 from the readings of the wizard). The list, the detail, the
// form skeleton, the map points and the document block are written once against a LoadTestVariant;
// dynamic/ and static/ hold their descriptor and what only they have.
import type { DynamicLoadAnalysisView, LoadTestPoint, RuleName } from '@baustellendoku/domain';
import type { AuditedRecord } from '@/components/audit-details-card';
import type { MapPoint } from '@/components/map/map-geometry';
import type { FieldEntryKind } from '@/lib/outbox/outbox-entry';
import { paths } from '@/lib/paths';

/** What every test record has, whatever the variant (the generated protocol is `document`). */
export type LoadTestRecord = AuditedRecord &
  Pick<
    DynamicLoadAnalysisView,
    'projectId' | 'number' | 'createdBy' | 'document' | 'verdict' | 'device' | 'retestOf' | 'retestedBy'
  >;

/** The data every test has inside its variant's data object. */
type LoadTestFacts = {
  gridField: string;
  analysedAt: string;
  geoCoordinate: { lat: number; lng: number };
  /** The layer whose compaction requirement judges the test (issue 37). */
  layer: string | null;
};

/** The two variants by their API name; their resource, route parameter, rules and links follow from it. */
type VariantName = 'DynamicLoadAnalysis' | 'StaticLoadAnalysis';

/** What a variant declares; the rest of LoadTestVariant is derived from its name. */
type VariantDeclaration<T extends LoadTestRecord> = {
  /** The outbox's kind of a new test: its entries not sent yet show above the list's map. */
  fieldEntry: FieldEntryKind;
  /** "Dynamische Versuche": the list's title and the breadcrumb back to it. */
  title: string;
  /** The list's table caption, its empty state and its create action. */
  listTexts: { caption: string; empty: string; create: string };
  /** The value of a marker's popup: "Evd" or "Ev2". */
  valueLabel: MapPoint['valueLabel'];
  id: (test: T) => string;
  facts: (test: T) => LoadTestFacts;
  /** The value of a marker (Evd, Ev2). */
  value: (test: T) => number;
  /** How a test is named in its header and the breadcrumbs: "Versuch-Nr. 3" or its grid field. */
  label: (test: T) => string;
};

export type LoadTestVariant<T extends LoadTestRecord = LoadTestRecord> = VariantDeclaration<T> & {
  /** The API resource and the root of the query keys. */
  resource: 'dynamic-load-analysis' | 'static-load-analysis';
  /** The route parameter naming one test. */
  idParam: 'dynamicLoadAnalysisId' | 'staticLoadAnalysisId';
  accessRule: RuleName;
  createRule: RuleName;
  paths: {
    list: (projectId: string) => string;
    create: (projectId: string) => string;
    detail: (projectId: string, id: string) => string;
    edit: (projectId: string, id: string) => string;
  };
};

/** A variant from its API name (the spec's names follow one pattern: `dynamic-load-analysis`,
 * `dynamicLoadAnalysisId`, `accessDynamicLoadAnalysis`, `listDynamicLoadAnalysis`, …). */
export function loadTestVariant<T extends LoadTestRecord>(
  name: VariantName,
  declaration: VariantDeclaration<T>,
): LoadTestVariant<T> {
  const camel = `${name[0]!.toLowerCase()}${name.slice(1)}` as Uncapitalize<VariantName>;
  return {
    ...declaration,
    resource: name === 'DynamicLoadAnalysis' ? 'dynamic-load-analysis' : 'static-load-analysis',
    idParam: `${camel}Id`,
    accessRule: `access${name}`,
    createRule: `create${name}`,
    paths: {
      list: paths[`list${name}`],
      create: paths[`create${name}`],
      detail: paths[`${camel}Detail`],
      edit: paths[`edit${name}`],
    },
  };
}

/** A test of the list's map (spec part 3 §2): the variant's value in the popup, linking to the detail. */
export const pointOnMap =
  <T extends LoadTestRecord>(variant: LoadTestVariant<T>) =>
  (projectId: string, point: LoadTestPoint): MapPoint => ({
    ...point,
    valueLabel: variant.valueLabel,
    href: variant.paths.detail(projectId, point.id),
  });

/** The detail's one marker, from the full record. */
export function testOnMap<T extends LoadTestRecord>(variant: LoadTestVariant<T>, projectId: string, test: T): MapPoint {
  const facts = variant.facts(test);
  return pointOnMap(variant)(projectId, {
    id: variant.id(test),
    number: test.number,
    lat: facts.geoCoordinate.lat,
    lng: facts.geoCoordinate.lng,
    value: variant.value(test),
    analysedAt: facts.analysedAt,
    creator: test.createdBy?.name ?? null,
    verdict: test.verdict.result,
  });
}
