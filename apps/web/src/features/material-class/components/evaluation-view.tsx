// The answer in one look: the class, the decisive parameters with value and limit, each class
// with what exceeds it, the warnings, the missing parameters, and the rules applied.
import { decisiveText, parameterLabel, type MaterialClassEvaluation } from '@baustellendoku/domain';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

/** The class and the first decisive parameter in one line, kept in view on phones while typing. */
export function EvaluationStrip({
  evaluation,
  className,
}: {
  evaluation: MaterialClassEvaluation | null;
  className?: string;
}) {
  if (!evaluation) return null;
  const first = evaluation.decisive[0];
  return (
    <div
      aria-hidden
      className={cn(
        'flex items-baseline gap-2 rounded-md border border-slate-200 bg-white/95 px-3 py-2 text-sm shadow-md backdrop-blur',
        className,
      )}
    >
      <span className="shrink-0 font-semibold whitespace-nowrap text-slate-900">
        {evaluation.materialClass ?? 'keine Klasse'}
      </span>
      <span className="min-w-0 truncate text-slate-600">
        {evaluation.incomplete.length
          ? `fehlt: ${evaluation.incomplete.map(parameterLabel).join(', ')}`
          : first
            ? `maßgebend: ${decisiveText(first)}`
            : ''}
      </span>
    </div>
  );
}

export function EvaluationView({ evaluation }: { evaluation: MaterialClassEvaluation | null }) {
  if (!evaluation)
    return (
      <p className="text-sm text-slate-500">Geben Sie Laborwerte ein – die Materialklasse erscheint hier sofort.</p>
    );
  const { materialClass, decisive, incomplete, warnings } = evaluation;
  return (
    <div className="space-y-4" data-testid="material-class-evaluation">
      <div>
        <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">Materialklasse</p>
        <p className="mt-1 flex flex-wrap items-center gap-2">
          <span className="text-3xl font-semibold text-slate-900" data-testid="material-class-result">
            {materialClass ?? 'keine'}
          </span>
          {materialClass ? (
            <Badge tone="success">eingehalten</Badge>
          ) : incomplete.length ? (
            <Badge tone="info">unvollständig</Badge>
          ) : (
            <Badge tone="danger">keine Klasse eingehalten</Badge>
          )}
        </p>
      </div>
      {incomplete.length ? (
        <Alert tone="info" title="Es fehlen Werte – ohne sie wird keine Klasse bestätigt">
          {incomplete.map(parameterLabel).join(', ')}
        </Alert>
      ) : null}
      {decisive.length ? (
        <div>
          <p className="text-sm font-medium text-slate-800">Maßgebende Parameter</p>
          <ul className="mt-1 space-y-1 text-sm text-slate-800" data-testid="decisive-parameters">
            {decisive.map((entry) => (
              <li key={`${entry.class}-${entry.parameter}`} className="rounded bg-slate-50 px-2 py-1">
                {decisiveText(entry)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {warnings.length ? (
        <Alert tone="warning" title="Hinweise">
          <ul className="list-disc space-y-1 pl-4">
            {warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      <div>
        <p className="text-sm font-medium text-slate-800">Klassen</p>
        <ul className="mt-1 divide-y divide-slate-100 text-sm">
          {evaluation.classes.map((entry) => (
            <li key={entry.materialClass} className="flex flex-wrap items-baseline gap-x-3 py-1.5">
              <span className="w-16 font-medium text-slate-900">{entry.materialClass}</span>
              <span className={entry.met ? 'text-success-700' : 'text-slate-600'}>
                {entry.met
                  ? 'eingehalten'
                  : entry.exceeded.length
                    ? `überschritten: ${entry.exceeded.map(parameterLabel).join(', ')}`
                    : 'offen (Werte fehlen)'}
              </span>
            </li>
          ))}
        </ul>
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer py-1 font-medium text-slate-700">Angewandte Regeln</summary>
        <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-600">
          {evaluation.rulesApplied.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      </details>
    </div>
  );
}
