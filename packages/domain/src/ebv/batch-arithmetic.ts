// Batch arithmetic of the recycled-material area (spec part 2 §2 "Batch detail", §4 capture rule,
// §9; workflows.md "Batches and capture", "Inventory and delivery notes"). Pure functions on exact
// decimal text, shared by the server (which stores the results) and the screens (which show them).
import { addDecimals, compareDecimals, normalizeDecimal } from '../orders/decimal.js';
import { MAX_BATCHES_WITHOUT_LOCATION, type BatchStatus } from './batch-status.js';

/** Difference a − b of plain decimals, exact (may be negative). */
export function subtractDecimals(a: string, b: string): string {
  const negated = b.startsWith('-') ? b.slice(1) : `-${b}`;
  return addDecimals([a, negated]);
}

const scaleOf = (text: string) => text.split('.')[1]?.length ?? 0;
const scaledInt = (text: string, scale: number) => {
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? text.slice(1) : text).split('.');
  const value = BigInt(whole + fraction.padEnd(scale, '0'));
  return negative ? -value : value;
};

/**
 * ceil(expected raw mass ÷ batch size), at least 1 (workflows.md). The acceptance control's mass
 * counts when it exists, else the pile's expected mass.
 */
export function estimatedCountOfBatches(massInTons: string, batchSizeInTons: string): number {
  if (compareDecimals(batchSizeInTons, '0') <= 0) return 1;
  const scale = Math.max(scaleOf(massInTons), scaleOf(batchSizeInTons));
  const mass = scaledInt(massInTons, scale);
  const size = scaledInt(batchSizeInTons, scale);
  const count = (mass + size - 1n) / size;
  return Number(count < 1n ? 1n : count);
}

/** Progress of a batch: the text may exceed 100 %, the bar stops at 100 (spec part 2 §2). */
export function batchProgress(amountInTons: string, sizeInTons: string): { percent: number; barPercent: number } {
  if (compareDecimals(sizeInTons, '0') <= 0) return { percent: 0, barPercent: 0 };
  const scale = Math.max(scaleOf(amountInTons), scaleOf(sizeInTons));
  // Rounded down to whole percent: a batch at 99.99 % never shows as full.
  const percent = Number((scaledInt(amountInTons, scale) * 100n) / scaledInt(sizeInTons, scale));
  return { percent, barPercent: Math.min(percent, 100) };
}

export type OpenBatch = { number: number; amountInTons: string; sizeInTons: string };

export type CaptureResult = {
  /** The batch the capture is booked on; `opened` when the capture starts it. */
  batch: { number: number; sizeInTons: string; amountInTons: string; opened: boolean };
  /** True when this capture makes the batch reach or pass its size (→ completely_broken). */
  closesBatch: boolean;
};

/**
 * Books a capture (workflows.md): it adds to the batch that is breaking, or opens batch n + 1 with
 * the project's current sampling interval as its size. A capture is never split, so a batch may
 * end above its size.
 */
export function bookCapture(input: {
  openBatch: OpenBatch | null;
  lastBatchNumber: number;
  samplingIntervalInTons: string;
  amountInTons: string;
}): CaptureResult {
  const { openBatch, amountInTons } = input;
  const base = openBatch ?? {
    number: input.lastBatchNumber + 1,
    amountInTons: '0',
    sizeInTons: normalizeDecimal(input.samplingIntervalInTons),
  };
  const amount = addDecimals([base.amountInTons, amountInTons]);
  return {
    batch: { number: base.number, sizeInTons: base.sizeInTons, amountInTons: amount, opened: openBatch === null },
    closesBatch: compareDecimals(amount, base.sizeInTons) >= 0,
  };
}

export type LocatableBatch = { status: BatchStatus; isLocationDocumented: boolean };

/** Server rule (spec part 2 §4, §6): capture is refused while 2 or more batches lack a location. */
export function isCaptureBlockedByLocations(batches: readonly LocatableBatch[]): boolean {
  return batches.filter((batch) => !batch.isLocationDocumented).length >= MAX_BATCHES_WITHOUT_LOCATION;
}

/**
 * Screen rule (spec part 2 §2 "Capture processed material"): the form is disabled while a completely
 * broken batch lacks its location — and always when the server rule refuses.
 */
export function isCaptureFormDisabled(batches: readonly LocatableBatch[]): boolean {
  return (
    isCaptureBlockedByLocations(batches) ||
    batches.some((batch) => batch.status === 'completely_broken' && !batch.isLocationDocumented)
  );
}

export type InventoryKey = { grainSizeAndQuality: string; soilGroup: string | null };
export type InventoryEntry = InventoryKey & {
  totalAmountInTons: string;
  deliveredAmountInTons: string;
  availableAmountInTons: string;
};

const keyOf = ({ grainSizeAndQuality, soilGroup }: InventoryKey) => `${grainSizeAndQuality}\u0000${soilGroup ?? ''}`;

/**
 * Inventory of a pile (workflows.md): per (grainSizeAndQuality, soilGroup), the tons of completed
 * batches minus the tons of delivery notes issued. Sorted by class, then soil group.
 */
export function pileInventory(
  completedBatches: readonly (InventoryKey & { amountInTons: string })[],
  deliveryNotes: readonly (InventoryKey & { quantityInTons: string })[],
): InventoryEntry[] {
  const entries = new Map<string, { key: InventoryKey; total: string[]; delivered: string[] }>();
  const entryOf = (key: InventoryKey) => {
    const id = keyOf(key);
    let entry = entries.get(id);
    if (!entry) {
      entry = {
        key: { grainSizeAndQuality: key.grainSizeAndQuality, soilGroup: key.soilGroup },
        total: [],
        delivered: [],
      };
      entries.set(id, entry);
    }
    return entry;
  };
  for (const batch of completedBatches) entryOf(batch).total.push(batch.amountInTons);
  for (const note of deliveryNotes) entryOf(note).delivered.push(note.quantityInTons);
  return [...entries.values()]
    .map(({ key, total, delivered }) => {
      const totalAmountInTons = addDecimals(total);
      const deliveredAmountInTons = addDecimals(delivered);
      return {
        ...key,
        totalAmountInTons,
        deliveredAmountInTons,
        availableAmountInTons: subtractDecimals(totalAmountInTons, deliveredAmountInTons),
      };
    })
    .sort(
      (a, b) =>
        a.grainSizeAndQuality.localeCompare(b.grainSizeAndQuality) ||
        (a.soilGroup ?? '').localeCompare(b.soilGroup ?? ''),
    );
}

/** Whether a delivery note of `quantityInTons` fits into what is available (never below zero). */
export function fitsInventory(availableAmountInTons: string, quantityInTons: string): boolean {
  return compareDecimals(quantityInTons, '0') > 0 && compareDecimals(quantityInTons, availableAmountInTons) <= 0;
}

/** Tons available across a pile's inventory (a pile with zero is left out of the dashboard selector). */
export function totalAvailable(inventory: readonly Pick<InventoryEntry, 'availableAmountInTons'>[]): string {
  return addDecimals(inventory.map((entry) => entry.availableAmountInTons));
}
