// Physically plausible ranges of every measurement the forms take (decision 0250). A value outside
// is a typo or an attack, never a reading; both sides refuse it with the field's German message,
// and nothing downstream (PDF diagrams, numeric columns) ever sees ±1e308.
export type MeasurementRange = { min: number; max: number };

export const measurementRanges = {
  /** °C, air temperature at the site (static: day of the test and day before; dynamic). */
  temperature: { min: -50, max: 60 },
  /** mm above sea level (NHN; the forms show m): Germany lies between −3.5 m and 2,962 m. */
  heightInMillimeters: { min: -500_000, max: 5_000_000 },
  /** Static test: lever arm ratio of the loading device. */
  liftingArm: { min: 1, max: 10 },
  /** Static test: layer thickness in mm (the form shows cm). */
  layerThicknessInMillimeters: { min: 1, max: 10_000 },
  /** Static test: preload in MN/m². */
  preLoad: { min: 0, max: 1 },
  /** Static test: hours between compaction and test. */
  timeBetweenCompressionAndAnalysisInHours: { min: 0, max: 8_760 },
  /** Static test: plate diameter in mm (DIN 18134 plates are 300, 600 and 762 mm). */
  plateDiameterInMillimeters: { min: 100, max: 1_000 },
  /** Static test: normal stress σ0 of a load stage in MN/m². */
  normalStress: { min: 0, max: 10 },
  /** Static test: dial gauge reading in mm. */
  dialReadingInMillimeters: { min: -1_000, max: 1_000 },
  /** Dynamic test: Evd in MN/m² (at least 1, spec part 3 §5). */
  evd: { min: 1, max: 1_000 },
  /** Dynamic test: soil layer height in mm (the form shows m). */
  soilLayerHeightInMillimeters: { min: 0, max: 100_000 },
  /** Installation: filling height in m (an elevation, e.g. 243.75 m NHN, as the other heights). */
  fillingHeightInMeters: { min: -500, max: 5_000 },
  /** Installation: lime per m² in kg. */
  limeAmountPerSquareMeterInKilograms: { min: 0, max: 1_000 },
  /** Feature settings: groundwater cover layer thickness in m (at least 1, spec part 3 §5). */
  groundwaterCoverLayerThicknessInMeters: { min: 1, max: 1_000 },
  /** Feature settings: highest expected groundwater level in m NHN. */
  groundwaterLevelInMeters: { min: -500, max: 5_000 },
  /** Project: transfer heights in cm NHN (at least 1, spec part 1 §5). */
  transferHeightInCentimeters: { min: 1, max: 500_000 },
} as const satisfies Record<string, MeasurementRange>;
