// The layers a compaction requirement and a plate load test name (issue 37 item 1). The three
// names are the layers of a road's substructure the issue lists; they are suggestions, any other
// layer is free text. No normative value is attached to them (decision 0660).
export const suggestedLayers = ['Planum', 'Frostschutzschicht', 'Schottertragschicht'] as const;

export const MAX_LAYER_LENGTH = 100;

/** A layer as stored and shown: trimmed, inner spaces collapsed. */
export const layerName = (layer: string): string => layer.trim().replace(/\s+/g, ' ');

/** How a test finds its layer's requirement: `layerName`, case-insensitive. */
export const layerKey = (layer: string): string => layerName(layer).toLocaleLowerCase('de-DE');

/** Which kind of plate load test a requirement judges. */
export const compactionTestKinds = ['static', 'dynamic', 'both'] as const;
export type CompactionTestKind = (typeof compactionTestKinds)[number];

export const compactionTestKindLabels: Record<CompactionTestKind, string> = {
  static: 'Statischer Plattendruckversuch (Ev2)',
  dynamic: 'Dynamischer Plattendruckversuch (Evd)',
  both: 'Beide Versuchsarten',
};

/** Does a requirement of `kind` count for a test of `testKind`? */
export const kindCounts = (kind: CompactionTestKind, testKind: 'static' | 'dynamic'): boolean =>
  kind === 'both' || kind === testKind;
