import { describe, expect, it } from 'vitest';
import {
  batchProgress,
  bookCapture,
  estimatedCountOfBatches,
  fitsInventory,
  isCaptureBlockedByLocations,
  isCaptureFormDisabled,
  pileInventory,
  subtractDecimals,
  totalAvailable,
} from './batch-arithmetic.js';

describe('estimated count of batches', () => {
  it('is ceil(mass ÷ size) and at least 1', () => {
    expect(estimatedCountOfBatches('1000', '500')).toBe(2);
    expect(estimatedCountOfBatches('1000.001', '500')).toBe(3);
    expect(estimatedCountOfBatches('1', '500')).toBe(1);
    expect(estimatedCountOfBatches('0', '500')).toBe(1);
    expect(estimatedCountOfBatches('12500', '250')).toBe(50);
  });
});

describe('batch progress', () => {
  it('is amount ÷ size × 100, rounded down; the bar stops at 100, the text does not', () => {
    expect(batchProgress('250', '500')).toEqual({ percent: 50, barPercent: 50 });
    expect(batchProgress('499.999', '500')).toEqual({ percent: 99, barPercent: 99 });
    expect(batchProgress('520', '500')).toEqual({ percent: 104, barPercent: 100 });
    expect(batchProgress('0', '500')).toEqual({ percent: 0, barPercent: 0 });
  });
});

describe('booking a capture', () => {
  it('opens the first batch with the sampling interval as its size', () => {
    const result = bookCapture({
      openBatch: null,
      lastBatchNumber: 0,
      samplingIntervalInTons: '250',
      amountInTons: '12',
    });
    expect(result).toEqual({
      batch: { number: 1, sizeInTons: '250', amountInTons: '12', opened: true },
      closesBatch: false,
    });
  });

  it('adds to the breaking batch and closes it when the size is reached exactly', () => {
    const result = bookCapture({
      openBatch: { number: 3, amountInTons: '240.5', sizeInTons: '250' },
      lastBatchNumber: 3,
      samplingIntervalInTons: '500',
      amountInTons: '9.5',
    });
    expect(result.batch).toEqual({ number: 3, sizeInTons: '250', amountInTons: '250', opened: false });
    expect(result.closesBatch).toBe(true);
  });

  it('never splits a capture: the batch may end above its size', () => {
    const result = bookCapture({
      openBatch: { number: 1, amountInTons: '240', sizeInTons: '250' },
      lastBatchNumber: 1,
      samplingIntervalInTons: '250',
      amountInTons: '20',
    });
    expect(result.batch.amountInTons).toBe('260');
    expect(result.closesBatch).toBe(true);
    expect(batchProgress(result.batch.amountInTons, result.batch.sizeInTons)).toEqual({
      percent: 104,
      barPercent: 100,
    });
  });

  it('opens batch n + 1 after a closed one, with the interval valid now', () => {
    const result = bookCapture({
      openBatch: null,
      lastBatchNumber: 4,
      samplingIntervalInTons: '1000',
      amountInTons: '1',
    });
    expect(result.batch).toMatchObject({ number: 5, sizeInTons: '1000', opened: true });
  });

  it('sums exactly: 3 × 0.1 t is 0.3 t', () => {
    let open = { number: 1, amountInTons: '0', sizeInTons: '250' };
    for (let i = 0; i < 3; i++) {
      const { batch } = bookCapture({
        openBatch: open,
        lastBatchNumber: 1,
        samplingIntervalInTons: '250',
        amountInTons: '0.1',
      });
      open = { number: batch.number, amountInTons: batch.amountInTons, sizeInTons: batch.sizeInTons };
    }
    expect(open.amountInTons).toBe('0.3');
  });
});

describe('capture block by missing locations', () => {
  const broken = { status: 'completely_broken' as const, isLocationDocumented: false };
  const breaking = { status: 'is_breaking' as const, isLocationDocumented: false };
  const located = { status: 'completely_broken' as const, isLocationDocumented: true };

  it('the server refuses from 2 batches without location', () => {
    expect(isCaptureBlockedByLocations([breaking])).toBe(false);
    expect(isCaptureBlockedByLocations([broken, breaking])).toBe(true);
    expect(isCaptureBlockedByLocations([located, breaking])).toBe(false);
  });

  it('the form is also disabled while a completely broken batch lacks its location', () => {
    expect(isCaptureFormDisabled([broken])).toBe(true);
    expect(isCaptureFormDisabled([located, breaking])).toBe(false);
  });
});

describe('pile inventory', () => {
  it('sums completed batches per class and soil group and subtracts delivery notes exactly', () => {
    const inventory = pileInventory(
      [
        { grainSizeAndQuality: 'rc_1_0_32', soilGroup: 'GW', amountInTons: '0.1' },
        { grainSizeAndQuality: 'rc_1_0_32', soilGroup: 'GW', amountInTons: '0.1' },
        { grainSizeAndQuality: 'rc_1_0_32', soilGroup: 'GW', amountInTons: '0.1' },
        { grainSizeAndQuality: 'rc_2_0_45', soilGroup: null, amountInTons: '250' },
      ],
      [
        { grainSizeAndQuality: 'rc_1_0_32', soilGroup: 'GW', quantityInTons: '0.2' },
        { grainSizeAndQuality: 'rc_2_0_45', soilGroup: null, quantityInTons: '100.5' },
      ],
    );
    expect(inventory).toEqual([
      {
        grainSizeAndQuality: 'rc_1_0_32',
        soilGroup: 'GW',
        totalAmountInTons: '0.3',
        deliveredAmountInTons: '0.2',
        availableAmountInTons: '0.1',
      },
      {
        grainSizeAndQuality: 'rc_2_0_45',
        soilGroup: null,
        totalAmountInTons: '250',
        deliveredAmountInTons: '100.5',
        availableAmountInTons: '149.5',
      },
    ]);
    expect(totalAvailable(inventory)).toBe('149.6');
  });

  it('keeps soil groups apart and allows a note only within what is available', () => {
    const inventory = pileInventory(
      [
        { grainSizeAndQuality: 'rc_1_0_32', soilGroup: 'GW', amountInTons: '10' },
        { grainSizeAndQuality: 'rc_1_0_32', soilGroup: 'GI', amountInTons: '5' },
      ],
      [],
    );
    expect(inventory.map((entry) => entry.soilGroup)).toEqual(['GI', 'GW']);
    expect(fitsInventory('10', '10')).toBe(true);
    expect(fitsInventory('10', '10.001')).toBe(false);
    expect(fitsInventory('10', '0')).toBe(false);
  });

  it('subtracts exactly, also into the negative for checks', () => {
    expect(subtractDecimals('0.3', '0.1')).toBe('0.2');
    expect(subtractDecimals('1', '1.5')).toBe('-0.5');
    expect(subtractDecimals('5', '-2')).toBe('7');
  });
});
