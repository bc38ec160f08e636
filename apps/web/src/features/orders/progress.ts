// Delivered share of an order in whole percent, computed on exact decimals (no float drift, so
// 89.999 of 100 t never reads as 90 %). Not capped: the text may exceed 100 %, the bar stops there.
import { toPlainDecimal } from '@baustellendoku/domain';

function scaledPair(a: string, b: string): [bigint, bigint] {
  const scale = Math.max(a.split('.')[1]?.length ?? 0, b.split('.')[1]?.length ?? 0);
  const scaled = (text: string) => {
    const [whole = '0', fraction = ''] = text.split('.');
    return BigInt(whole + fraction.padEnd(scale, '0'));
  };
  return [scaled(a), scaled(b)];
}

export function deliveredPercent(delivered: number | string, declared: number | string): number {
  const deliveredText = toPlainDecimal(delivered);
  const declaredText = toPlainDecimal(declared);
  if (deliveredText === null || declaredText === null) return 0;
  const [done, total] = scaledPair(deliveredText, declaredText);
  if (total <= 0n) return 0;
  return Number((done * 100n) / total);
}
