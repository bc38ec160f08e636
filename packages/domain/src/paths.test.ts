import { describe, expect, it } from 'vitest';
import { projectRoute } from './paths.js';

describe('projectRoute', () => {
  it('fills the project id and the other parameters from the variables by name', () => {
    expect(projectRoute('batchDetail')('p1', { wreckingPileId: 'w1', breakingBatchId: 'b 2' })).toBe(
      '/projects/p1/wrecking-piles/w1/batches/b%202',
    );
    expect(projectRoute('announcements')('p1')).toBe('/projects/p1/announcements');
  });
  it('gives null when a required parameter is missing, and drops an empty optional one', () => {
    expect(projectRoute('deliveryDetail')('p1', { orderId: 'o1' })).toBeNull();
    expect(
      projectRoute('createDeliveryNote')('p1', {
        wreckingPileId: 'w1',
        grainSizeAndQuality: 'rc_1_0_32',
        soilGroup: '',
      }),
    ).toBe('/projects/p1/wrecking-pile-inventory/w1/delivery-note/rc_1_0_32');
  });
});
