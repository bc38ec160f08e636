// Lab reports for the tests of this area (and the API and browser tests): every value well within
// the best class, so a test changes only the value it is about.
import { materialClassRequestSchema, type MaterialClassRequestInput } from './schemas.js';
import { evaluateMaterialClass } from './evaluate.js';

export const cleanRc = {
  ph: '10',
  elektrische_leitfaehigkeit: '1500',
  sulfat_eluat: '300',
  pak15_eluat: '1,5',
  pak16_feststoff: '5',
  chrom_ges_eluat: '50',
  kupfer_eluat: '40',
  vanadium_eluat: '30',
} as const;

/** Soil meeting BM-0 for every soil type, with the eluates the F classes ask for. */
export const cleanSoil = {
  mineralische_fremdbestandteile: '5',
  ph: '7,5',
  elektrische_leitfaehigkeit: '200',
  sulfat_eluat: '100',
  arsen_feststoff: '5',
  arsen_eluat: '3',
  blei_feststoff: '20',
  blei_eluat: '10',
  cadmium_feststoff: '0,2',
  cadmium_eluat: '0,5',
  chrom_ges_feststoff: '20',
  chrom_ges_eluat: '5',
  kupfer_feststoff: '10',
  kupfer_eluat: '10',
  nickel_feststoff: '10',
  nickel_eluat: '10',
  quecksilber_feststoff: '0,1',
  thallium_feststoff: '0,2',
  zink_feststoff: '40',
  zink_eluat: '50',
  toc_feststoff: '0,3',
  kohlenwasserstoffe_feststoff: '50',
  kohlenwasserstoffe_c10_c40_feststoff: '100',
  benzo_a_pyren_feststoff: '0,1',
  pak15_eluat: '0,1',
  pak16_feststoff: '1',
  pcb6_pcb118_feststoff: '0,01',
  eox_feststoff: '0,5',
} as const;

export function evaluate(input: MaterialClassRequestInput) {
  return evaluateMaterialClass(materialClassRequestSchema.parse(input));
}

export const single = (material: string, values: Record<string, string>, extra: Record<string, unknown> = {}) =>
  evaluate({ material, basis: 'single', samples: [{ values }], ...extra } as MaterialClassRequestInput);

export const series = (material: string, samples: Record<string, string>[]) =>
  evaluate({ material, basis: 'series', samples: samples.map((values) => ({ values })) } as MaterialClassRequestInput);
