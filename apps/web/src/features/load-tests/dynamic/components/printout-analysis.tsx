// After a result image was uploaded the server reads it (OCR) and the form takes over only what
// was read; the four outcomes of spec part 3 §8 appear under the upload. The browser gives up
// after 30 seconds with the spec's timeout text.
import { useEffect, useRef, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Loader2 } from 'lucide-react';
import { deviceMessages, PARSE_DOCUMENT_TIMEOUT_MS } from '@baustellendoku/domain';
import { useFindDeviceBySerial } from '@/features/devices/forms';
import { Alert } from '@/components/ui/alert';
import { isApiError } from '@/lib/api-client';
import { localFileOf } from '@/lib/local-files';
import type { UploadedFile } from '@/lib/upload-file';
import { parsePrintout } from '../api';
import type { DynamicLoadFormValues } from '../form-schema';
import {
  prefillFromPrintout,
  printoutMessages,
  reviewFromPrintout,
  successMessage,
  type PrintoutReviewNotes,
} from '../printout-prefill';

type Outcome =
  | { status: 'idle' }
  | { status: 'parsing' }
  | { status: 'succeeded'; message: string; review: string[] }
  | { status: 'empty'; review: string[] }
  | { status: 'failed' }
  | { status: 'timeout' }
  | { status: 'kept' };

export function PrintoutAnalysis({
  initialFileId,
  projectId,
  onReview,
}: {
  initialFileId?: string;
  projectId?: string;
  /** Values read but not taken over, for "bitte prüfen" next to their fields. */
  onReview?: (notes: PrintoutReviewNotes) => void;
}) {
  const { setValue, formState } = useFormContext<DynamicLoadFormValues>();
  const files = useWatch<DynamicLoadFormValues, 'analysisResult'>({ name: 'analysisResult' }) as
    UploadedFile[] | undefined;
  const fileId = files?.[0]?.id;
  const [outcome, setOutcome] = useState<Outcome>({ status: 'idle' });
  const submitted = useRef(formState.isSubmitted);
  submitted.current = formState.isSubmitted;
  const reviewListener = useRef(onReview);
  reviewListener.current = onReview;
  const findDeviceBySerial = useFindDeviceBySerial('dynamic');
  const findDevice = useRef(findDeviceBySerial);
  findDevice.current = findDeviceBySerial;

  useEffect(() => {
    // The stored image of an edited test was read before; only a new upload is analysed.
    reviewListener.current?.({});
    if (!fileId || fileId === initialFileId) {
      setOutcome({ status: 'idle' });
      return;
    }
    // Kept on the device without a connection (decision 0390): the server cannot read it yet.
    if (localFileOf(fileId)) {
      setOutcome({ status: 'kept' });
      return;
    }
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, PARSE_DOCUMENT_TIMEOUT_MS);
    setOutcome({ status: 'parsing' });
    parsePrintout(fileId, controller.signal, projectId)
      .then(async (parsed) => {
        const { values, fields } = prefillFromPrintout(parsed);
        const review = reviewFromPrintout(parsed);
        // The serial number chooses the registered device; an unknown one is said at the field (decision 0680).
        const serial = parsed.serialNumber;
        const device = serial ? await findDevice.current(serial).catch(() => undefined) : undefined;
        if (device) {
          setValue('deviceId', device.deviceId, { shouldDirty: true, shouldValidate: submitted.current });
          fields.push('Prüfgerät');
        } else if (serial) {
          review.notes.deviceId = {
            text: `Seriennummer ${serial}`,
            reason: deviceMessages.serialNotRegistered(serial),
          };
        }
        reviewListener.current?.(review.notes);
        for (const [name, value] of Object.entries(values)) {
          setValue(name as keyof typeof values, value as never, {
            shouldDirty: true,
            shouldValidate: submitted.current,
          });
        }
        setOutcome(
          fields.length
            ? { status: 'succeeded', message: successMessage(fields), review: review.fields }
            : { status: 'empty', review: review.fields },
        );
      })
      .catch((error: unknown) => {
        if (timedOut || isApiError(error, 504)) setOutcome({ status: 'timeout' });
        else if (!controller.signal.aborted) setOutcome({ status: 'failed' });
      })
      .finally(() => clearTimeout(timer));
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [fileId, initialFileId, projectId, setValue]);

  switch (outcome.status) {
    case 'idle':
      return null;
    case 'parsing':
      return (
        <p className="flex items-center gap-2 text-sm text-slate-600" role="status">
          <Loader2 className="size-4 animate-spin" aria-hidden />
          {printoutMessages.parsing}
        </p>
      );
    case 'succeeded':
      return (
        <>
          <Alert tone="success">{outcome.message}</Alert>
          <ReviewAlert fields={outcome.review} />
        </>
      );
    case 'empty':
      return outcome.review.length ? (
        <ReviewAlert fields={outcome.review} />
      ) : (
        <Alert tone="warning">{printoutMessages.nothingFound}</Alert>
      );
    case 'failed':
      return <Alert tone="danger">{printoutMessages.failed}</Alert>;
    case 'timeout':
      return <Alert tone="danger">{printoutMessages.timeout}</Alert>;
    case 'kept':
      return <Alert tone="info">{printoutMessages.keptOffline}</Alert>;
  }
}

function ReviewAlert({ fields }: { fields: string[] }) {
  return fields.length ? <Alert tone="warning">{printoutMessages.review(fields)}</Alert> : null;
}
