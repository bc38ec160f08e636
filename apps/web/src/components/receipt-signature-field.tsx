// Receipt signatures drawn with a finger (issue 34 item 3, decision 0690), bound to the form's
// `signatures` list: the receiver, and the driver when asked for. Each pad is signature_pad on a
// canvas as wide as the form (on a 390 px phone the whole width, 180 px high); „Unterschreiben"
// takes the drawing as a PNG data URL with the name, the time and — if the device says — the
// position. The list travels in the entry's own request, so the outbox keeps it offline.
import { useEffect, useRef, useState } from 'react';
import SignaturePad from 'signature_pad';
import { get, useFormContext } from 'react-hook-form';
import {
  MAX_SIGNATURE_BYTES,
  signatureImageBytes,
  signatureMessages,
  signatureRoleLabels,
  type SignatureInput,
  type SignaturePosition,
  type SignatureRole,
} from '@baustellendoku/domain';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useFieldController } from '@/components/ui/form';
import { formatDateTime } from '@/lib/format';

/** The form's value: the signatures given so far. */
export type SignatureValue = SignatureInput;

const PAD_HEIGHT = 180;
/** Waiting longer for a position than this is not worth the signer's time. */
const POSITION_TIMEOUT_MS = 4000;

/** The device's position, or null when it gives none (no permission, no fix, no API). */
function currentPosition(): Promise<SignaturePosition | null> {
  if (typeof navigator === 'undefined' || !navigator.geolocation) return Promise.resolve(null);
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      ({ coords }) =>
        resolve({
          latitude: Math.round(coords.latitude * 1e6) / 1e6,
          longitude: Math.round(coords.longitude * 1e6) / 1e6,
          accuracyInMeters: Number.isFinite(coords.accuracy) ? Math.round(coords.accuracy * 10) / 10 : null,
        }),
      () => resolve(null),
      { timeout: POSITION_TIMEOUT_MS, maximumAge: 60_000, enableHighAccuracy: true },
    );
  });
}

export function ReceiptSignatureField({
  name = 'signatures',
  required,
  receiverName,
  hint,
}: {
  name?: string;
  required?: boolean;
  /** Proposed for the receiver (the signed-in user usually takes the delivery). */
  receiverName: string;
  /** What signing means here; a delivery's text when unset. */
  hint?: string;
}) {
  const { field } = useFieldController(name);
  const { formState } = useFormContext();
  const signatures = (field.value as SignatureValue[] | undefined) ?? [];
  const [withDriver, setWithDriver] = useState(signatures.some((signature) => signature.role === 'driver'));
  const error = get(formState.errors, name) as { message?: string; root?: { message?: string } } | undefined;
  const message = error?.message ?? error?.root?.message;

  const set = (role: SignatureRole, signature: SignatureValue | null) => {
    const others = signatures.filter((item) => item.role !== role);
    const next = signature ? [...others, signature] : others;
    // Receiver first, as the server and the receipt list them.
    field.onChange(next.sort((a, b) => (a.role === 'receiver' ? -1 : b.role === 'receiver' ? 1 : 0)));
  };

  return (
    <section className="space-y-4 sm:col-span-2" aria-labelledby={`${name}-title`}>
      <div>
        <h3 id={`${name}-title`} className="text-sm font-medium text-slate-800">
          Empfang quittieren
          {required ? (
            <span className="ml-0.5 text-danger-600" aria-hidden>
              *
            </span>
          ) : null}
        </h3>
        <p className="text-xs text-slate-500">
          {hint ??
            `${
              required
                ? 'In diesem Projekt unterschreibt der Empfänger jede Anlieferung.'
                : 'Optional: Der Empfänger (und der Fahrer) unterschreibt mit dem Finger.'
            } Nach dem Unterschreiben kann die Anlieferung nur noch berichtigt werden.`}
        </p>
      </div>
      <SignatureSlot
        role="receiver"
        defaultName={receiverName}
        value={signatures.find((signature) => signature.role === 'receiver') ?? null}
        onChange={(signature) => set('receiver', signature)}
      />
      {withDriver ? (
        <SignatureSlot
          role="driver"
          defaultName=""
          value={signatures.find((signature) => signature.role === 'driver') ?? null}
          onChange={(signature) => set('driver', signature)}
          onRemove={() => {
            set('driver', null);
            setWithDriver(false);
          }}
        />
      ) : (
        <Button variant="secondary" onClick={() => setWithDriver(true)}>
          Fahrer unterschreibt auch
        </Button>
      )}
      {message ? (
        <p role="alert" className="text-sm text-danger-700">
          {message}
        </p>
      ) : null}
    </section>
  );
}

function SignatureSlot({
  role,
  defaultName,
  value,
  onChange,
  onRemove,
}: {
  role: SignatureRole;
  defaultName: string;
  value: SignatureValue | null;
  onChange: (signature: SignatureValue | null) => void;
  onRemove?: () => void;
}) {
  // The driver's pad can be dropped again, signed or not.
  const removeButton = onRemove ? (
    <Button variant="ghost" onClick={onRemove}>
      Ohne Fahrer
    </Button>
  ) : null;
  const label = signatureRoleLabels[role];
  const [signerName, setSignerName] = useState(value?.signerName ?? defaultName);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || value) return;
    // Drawn at the device's resolution (at most 2×: sharper is only larger), in CSS pixels.
    const ratio = Math.min(window.devicePixelRatio || 1, 2);
    canvas.width = Math.round(canvas.offsetWidth * ratio);
    canvas.height = Math.round(PAD_HEIGHT * ratio);
    canvas.getContext('2d')?.scale(ratio, ratio);
    const pad = new SignaturePad(canvas, { penColor: '#10204a', minWidth: 0.8, maxWidth: 2.6 });
    pad.addEventListener('beginStroke', () => setProblem(null));
    padRef.current = pad;
    return () => {
      pad.off();
      padRef.current = null;
    };
  }, [value]);

  async function sign() {
    const pad = padRef.current;
    const name = signerName.trim();
    if (!name)
      return setProblem(`Bitte geben Sie den Namen des ${role === 'receiver' ? 'Empfängers' : 'Fahrers'} ein.`);
    if (!pad || pad.isEmpty()) return setProblem(signatureMessages.empty);
    const image = pad.toDataURL('image/png');
    if ((signatureImageBytes(image) ?? MAX_SIGNATURE_BYTES + 1) > MAX_SIGNATURE_BYTES) {
      return setProblem(signatureMessages.tooLarge);
    }
    setBusy(true);
    const signedAt = new Date().toISOString();
    const position = await currentPosition();
    setBusy(false);
    onChange({ role, signerName: name, signedAt, position, image });
  }

  if (value) {
    return (
      <div className="rounded-md border border-slate-300 bg-white p-3" data-signature={role}>
        <p className="text-sm font-medium text-slate-800">Unterschrift {label}</p>
        <img
          src={value.image}
          alt={`Unterschrift ${label}: ${value.signerName}`}
          className="my-2 h-24 w-full object-contain"
        />
        <p className="text-sm text-slate-700">
          Unterschrieben von {value.signerName} am {formatDateTime(value.signedAt)}
          {value.position ? ' · Standort erfasst' : ' · ohne Standort'}
        </p>
        <div className="mt-2 flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => onChange(null)}>
            Neu unterschreiben
          </Button>
          {removeButton}
        </div>
      </div>
    );
  }

  const inputId = `signature-${role}-name`;
  return (
    // On phones without a frame of its own: the pad takes the form's whole width for the finger.
    <div className="space-y-2 rounded-md bg-white sm:border sm:border-slate-300 sm:p-3" data-signature-pad={role}>
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
        Name {role === 'receiver' ? 'des Empfängers' : 'des Fahrers'}
      </label>
      <Input id={inputId} value={signerName} onChange={(event) => setSignerName(event.target.value)} />
      <p className="text-sm font-medium text-slate-800">Unterschrift {label}</p>
      <canvas
        ref={canvasRef}
        aria-label={`Unterschriftsfeld ${label}: mit dem Finger unterschreiben`}
        className="block w-full touch-none rounded-md border-2 border-dashed border-slate-300 bg-slate-50"
        style={{ height: PAD_HEIGHT }}
      />
      {problem ? (
        <p role="alert" className="text-sm text-danger-700">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          onClick={() => {
            padRef.current?.clear();
            setProblem(null);
          }}
        >
          Löschen
        </Button>
        <Button onClick={() => void sign()} isLoading={busy}>
          Unterschreiben
        </Button>
        {removeButton}
      </div>
    </div>
  );
}
