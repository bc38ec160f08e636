// Row counts and default normal-stress stages of the static form (spec part 3 §5, §9).

export const STATIC_INITIAL_LOAD_ROWS = 7;
export const STATIC_INITIAL_UNLOAD_ROWS = 3;
export const STATIC_SECOND_LOAD_ROWS = 6;

/** Normal stress stages σ0 in MN/m² (the form's `subsidence` values). */
export const defaultStaticSubsidence: Readonly<
  Record<'initialLoad' | 'initialUnload' | 'secondLoad', readonly number[]>
> = {
  initialLoad: [0.08, 0.16, 0.24, 0.32, 0.4, 0.45, 0.5],
  initialUnload: [0.25, 0.12, 0.01],
  secondLoad: [0.08, 0.16, 0.24, 0.32, 0.4, 0.45],
};

/** Rows that may stay empty: the 7th initial load row and the 6th second load row. */
export const optionalInitialLoadRow = 6;
export const optionalSecondLoadRow = 5;

export const DEFAULT_LIFTING_ARM = 1;

/** The wizard recalculates this long after the last change (spec part 3 §9). */
export const STATIC_RECALCULATION_DEBOUNCE_MS = 300;

export const staticLoadMessages = {
  invalidInitialLoading: 'Erstbelastung enthält ungültige Werte. Bitte überprüfen Sie die Eingaben.',
  invalidSecondLoading: 'Zweitbelastung enthält ungültige Werte. Bitte überprüfen Sie die Eingaben.',
  invalidRatio: 'Ungültige Eingabe',
  noValidLoads: 'Es sind keine gültigen Laststufen vorhanden.',
  missingPlateDiameter: 'Bitte geben Sie den Plattendurchmesser an.',
  futureDate: (today: string) => `Datum darf nicht in der Zukunft liegen. Maximal erlaubtes Datum ist ${today}.`,
  futureTime: 'Zeit darf nicht in der Zukunft liegen',
  timeRequired: 'Zeit ist erforderlich',
  latitudeRequired: 'Breitengrade sind erforderlich',
  latitudeRange: 'Breitengrade müssen zwischen -90 und 90 liegen',
  longitudeRequired: 'Längengrade sind erforderlich',
  longitudeRange: 'Längengrade müssen zwischen -180 und 180 liegen',
} as const;
