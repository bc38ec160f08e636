// A complete acceptance control (spec part 2 "Acceptance control") for tests: the API tests and
// the e2e set-up of a released pile share it. No imports, so the e2e tests can load it alone.
export const acceptanceInput = (overrides: Record<string, unknown> = {}) => ({
  containsAsbestos: false,
  massOfRawMaterialInTons: 1180.25,
  sourceAreas: ['hochbau_rueckbau'],
  composition: 'beton',
  degreeOfSoiling: 'gering',
  foreignProportions: ['holz'],
  consistency: 'stueckig',
  appearance: 'homogen',
  colors: ['grau'],
  smell: ['unauffaellig'],
  ...overrides,
});
