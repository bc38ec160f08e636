import { describe, expect, it } from 'vitest';
import { deliveryNoteExemption } from './delivery-note-exemption.js';

describe('delivery-note exemption (§ 25 Abs. 3 Satz 3 EBV)', () => {
  it('applies up to exactly 200 t of the exempt classes, counted exactly', () => {
    const atLimit = deliveryNoteExemption([
      { materialClass: 'bm_0_sand', amountInTons: '150.1' },
      { materialClass: 'gs_0', amountInTons: '49.9' },
      { materialClass: 'rc_1', amountInTons: '500' },
    ]);
    expect(atLimit).toMatchObject({ applies: true, exemptTotalInTons: '200.000' });
    expect(atLimit.text).toContain('Lieferschein entbehrlich');
    const over = deliveryNoteExemption([
      { materialClass: 'bm_0_star', amountInTons: '200' },
      { materialClass: 'skg', amountInTons: '0.001' },
    ]);
    expect(over).toMatchObject({ applies: false, exemptTotalInTons: '200.001' });
    expect(over.text).toContain('Lieferschein erforderlich');
  });

  it('says nothing without exempt material', () => {
    expect(deliveryNoteExemption([{ materialClass: 'rc_3', amountInTons: '10' }])).toEqual({
      applies: false,
      exemptTotalInTons: '0.000',
      text: null,
    });
  });
});
