// "Baufeld" of the project settings (issue 13, decision 0401): drawn and edited on the map with a
// finger, or loaded from a GeoJSON or KML file; the GeoJSON text stays available for experts
// behind a toggle. The form keeps the text and validates it with the server's schema. The map,
// terra-draw and the KML reader are loaded only here, after the form has painted.
import { lazy, Suspense, useId, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { get, useFormContext } from 'react-hook-form';
import { Code2, Upload } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FieldFrame } from '@/components/ui/field-frame';
import { Textarea } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { useFieldController } from '@/components/ui/form';
import { MapErrorBoundary } from '@/components/map/map-error-boundary';
import { useMapStyles } from '@/components/map/map-config';
import { parseOutline } from '@/components/map/map-geometry';
import { AREA_FILE_TYPES, AreaFileError, readAreaFile } from '@/components/map/site-area';
import { gridGeoJson, useGridFields } from '@/components/map/site-grid';

const SiteAreaEditor = lazy(() =>
  import('@/components/map/site-area-editor').then((module) => ({ default: module.SiteAreaEditor })),
);

export function SiteAreaField({
  name,
  projectId,
  withGrid,
}: {
  name: string;
  projectId: string;
  /** The project documents installation (grid fields exist only there). */
  withGrid: boolean;
}) {
  const id = useId();
  const { field } = useFieldController(name);
  const { formState } = useFormContext();
  const error = (get(formState.errors, name) as { message?: string } | undefined)?.message;
  const text = (field.value as string | null) ?? '';
  const styles = useMapStyles();
  const gridFields = useGridFields(projectId, withGrid);
  const grid = useMemo(() => gridGeoJson(parseOutline(text), gridFields.data), [text, gridFields.data]);
  const [asText, setAsText] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const change = (next: string) => field.onChange(next);
  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    try {
      change(await readAreaFile(file));
      setFileError(null);
    } catch (problem) {
      setFileError(problem instanceof AreaFileError ? problem.message : 'Die Datei konnte nicht gelesen werden.');
    }
  };

  const placeholder = <Skeleton className="h-[360px] w-full rounded-lg sm:h-[480px]" />;
  return (
    <fieldset className="min-w-0 space-y-3 sm:col-span-2" aria-describedby={`${id}-hint`}>
      <legend className="text-sm font-medium text-slate-800">Baufeld</legend>
      <p id={`${id}-hint`} className="text-xs text-slate-500">
        Umriss der Baustelle: in der Karte zeichnen, als GeoJSON- oder KML-Datei laden oder als GeoJSON-Text eingeben
        (Koordinaten in WGS 84).
      </p>
      {styles.isPending ? (
        placeholder
      ) : (
        <MapErrorBoundary>
          <Suspense fallback={placeholder}>
            <SiteAreaEditor
              value={text}
              onChange={change}
              grid={grid}
              styles={{ street: styles.street, satellite: styles.satellite }}
            />
          </Suspense>
        </MapErrorBoundary>
      )}
      <div className="flex flex-wrap gap-2">
        <input
          ref={fileInput}
          id={`${id}-file`}
          type="file"
          accept={AREA_FILE_TYPES}
          className="sr-only"
          tabIndex={-1}
          aria-hidden
          onChange={(event) => void upload(event)}
          data-testid="site-area-file"
        />
        <Button type="button" variant="secondary" size="sm" onClick={() => fileInput.current?.click()}>
          <Upload aria-hidden />
          GeoJSON- oder KML-Datei laden
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          aria-expanded={asText}
          onClick={() => setAsText((open) => !open)}
        >
          <Code2 aria-hidden />
          {asText ? 'GeoJSON-Text ausblenden' : 'Als GeoJSON-Text bearbeiten'}
        </Button>
      </div>
      {fileError ? (
        <p role="alert" className="text-sm text-danger-700">
          {fileError}
        </p>
      ) : null}
      {asText ? (
        <FieldFrame label="Baufeld (GeoJSON)" error={error}>
          {(props) => (
            <Textarea
              {...props}
              name={field.name}
              ref={field.ref}
              value={text}
              onChange={(event) => change(event.target.value)}
              onBlur={field.onBlur}
              rows={8}
              spellCheck={false}
              placeholder='{"type": "Polygon", "coordinates": [[[9.99, 53.55], …]]}'
              className="font-mono text-[13px]"
            />
          )}
        </FieldFrame>
      ) : error ? (
        <p role="alert" className="text-sm text-danger-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
