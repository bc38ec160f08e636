// Load-settlement diagram of both loadings (DIN 18134 style): normal stress σ0 to the right,
// settlement s downwards; measured points as marks, the fitted parabolas s = a0 + a1·σ0 + a2·σ0²
// as curves from the smallest to the largest stress of each loading.
import type { LoadPoint } from '@baustellendoku/domain';

export type ChartLoading = { points: LoadPoint[]; a0: number; a1: number; a2: number };

const WIDTH = 640;
const HEIGHT = 380;
const PAD = { left: 56, right: 20, top: 20, bottom: 48 };
const axisNumber = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 2 });

function niceStep(range: number, ticks: number): number {
  const raw = range / ticks;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const normalized = raw / magnitude;
  return (normalized <= 1 ? 1 : normalized <= 2 ? 2 : normalized <= 5 ? 5 : 10) * magnitude;
}

const curve = (loading: ChartLoading, from: number, to: number, steps = 40) =>
  Array.from({ length: steps + 1 }, (_, index) => {
    const stress = from + ((to - from) * index) / steps;
    return { stress, settlement: loading.a0 + loading.a1 * stress + loading.a2 * stress * stress };
  });

export function LoadSettlementChart({
  first,
  unload,
  second,
}: {
  first: ChartLoading;
  unload: LoadPoint[];
  second: ChartLoading;
}) {
  const all = [...first.points, ...unload, ...second.points];
  if (all.length === 0) return <p className="text-sm text-slate-500">Keine Messwerte vorhanden.</p>;
  const fitted = (loading: ChartLoading) =>
    loading.points.length >= 3 && [loading.a0, loading.a1, loading.a2].every(Number.isFinite)
      ? curve(
          loading,
          Math.min(...loading.points.map((p) => p.stress)),
          Math.max(...loading.points.map((p) => p.stress)),
        )
      : [];
  const firstCurve = fitted(first);
  const secondCurve = fitted(second);
  const maxStress = Math.max(...all.map((p) => p.stress), 0.1);
  const maxSettlement = Math.max(...[...all, ...firstCurve, ...secondCurve].map((p) => p.settlement), 0.1);
  const stressStep = niceStep(maxStress, 5);
  const settlementStep = niceStep(maxSettlement, 5);
  const xMax = Math.ceil(maxStress / stressStep) * stressStep;
  const yMax = Math.ceil(maxSettlement / settlementStep) * settlementStep;
  const x = (stress: number) => PAD.left + (stress / xMax) * (WIDTH - PAD.left - PAD.right);
  const y = (settlement: number) => PAD.top + (settlement / yMax) * (HEIGHT - PAD.top - PAD.bottom);
  const path = (points: { stress: number; settlement: number }[]) =>
    points
      .map((p, index) => `${index === 0 ? 'M' : 'L'}${x(p.stress).toFixed(1)},${y(p.settlement).toFixed(1)}`)
      .join(' ');
  const xTicks = Array.from({ length: Math.round(xMax / stressStep) + 1 }, (_, i) => i * stressStep);
  const yTicks = Array.from({ length: Math.round(yMax / settlementStep) + 1 }, (_, i) => i * settlementStep);
  return (
    <figure className="max-w-3xl space-y-2">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full"
        role="img"
        aria-label="Drucksetzungslinie der Erst- und Zweitbelastung"
        data-testid="load-settlement-chart"
      >
        {xTicks.map((tick) => (
          <g key={`x${tick}`}>
            <line x1={x(tick)} x2={x(tick)} y1={PAD.top} y2={HEIGHT - PAD.bottom} stroke="#e2e8f0" />
            <text x={x(tick)} y={HEIGHT - PAD.bottom + 16} textAnchor="middle" fontSize="11" fill="#475569">
              {axisNumber.format(tick)}
            </text>
          </g>
        ))}
        {yTicks.map((tick) => (
          <g key={`y${tick}`}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} stroke="#e2e8f0" />
            <text x={PAD.left - 8} y={y(tick) + 4} textAnchor="end" fontSize="11" fill="#475569">
              {axisNumber.format(tick)}
            </text>
          </g>
        ))}
        <text x={(PAD.left + WIDTH - PAD.right) / 2} y={HEIGHT - 10} textAnchor="middle" fontSize="12" fill="#0f172a">
          Normalspannung σ₀ (MN/m²)
        </text>
        <text
          x={14}
          y={(PAD.top + HEIGHT - PAD.bottom) / 2}
          textAnchor="middle"
          fontSize="12"
          fill="#0f172a"
          transform={`rotate(-90 14 ${(PAD.top + HEIGHT - PAD.bottom) / 2})`}
        >
          Setzung s (mm)
        </text>
        {firstCurve.length ? <path d={path(firstCurve)} fill="none" stroke="#1d4ed8" strokeWidth="2" /> : null}
        {secondCurve.length ? <path d={path(secondCurve)} fill="none" stroke="#c2410c" strokeWidth="2" /> : null}
        {unload.length ? (
          <path
            d={path([...first.points.slice(-1), ...unload])}
            fill="none"
            stroke="#64748b"
            strokeWidth="1.5"
            strokeDasharray="4 4"
          />
        ) : null}
        {first.points.map((p, index) => (
          <circle key={`f${index}`} cx={x(p.stress)} cy={y(p.settlement)} r="4" fill="#1d4ed8" />
        ))}
        {unload.map((p, index) => (
          <rect key={`u${index}`} x={x(p.stress) - 3.5} y={y(p.settlement) - 3.5} width="7" height="7" fill="#64748b" />
        ))}
        {second.points.map((p, index) => (
          <path
            key={`s${index}`}
            d={`M${x(p.stress)},${y(p.settlement) - 5} L${x(p.stress) + 5},${y(p.settlement) + 4} L${x(p.stress) - 5},${y(p.settlement) + 4} Z`}
            fill="#c2410c"
          />
        ))}
      </svg>
      <figcaption className="flex flex-wrap gap-x-5 gap-y-1 text-xs text-slate-600">
        <span className="inline-flex items-center gap-1.5">
          <span className="inline-block size-2.5 rounded-full bg-[#1d4ed8]" />
          Erstbelastung
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="inline-block size-2.5 bg-[#64748b]" />
          Entlastung
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="inline-block size-2.5 bg-[#c2410c]" />
          Zweitbelastung
        </span>
      </figcaption>
    </figure>
  );
}
