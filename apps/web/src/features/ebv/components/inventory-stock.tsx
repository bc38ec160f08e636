// A pile's stock per material class and soil group (spec part 2 §2 "Delivery notes overview",
// "Pile detail"): available of total tons, the button to create a delivery note (disabled without
// stock) and the notes written from it with their PDF and UBL XML. Shared by the overview and the pile detail.
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { FileCode, FilePlus2, FileText, PenLine } from 'lucide-react';
import { toPlainDecimal, totalAvailable, type PileInventoryItem } from '@baustellendoku/domain';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { useCan } from '@/lib/can';
import { formatDate, formatTonsToKg } from '@/lib/format';
import { paths } from '@/lib/paths';
import { labelOf } from './wrecking-pile-parts';

// The signing dialog loads with its first use: the stock lists need no form code.
const DeliveryNoteReceiptDialog = lazy(() =>
  import('./delivery-note-receipt-dialog').then((module) => ({ default: module.DeliveryNoteReceiptDialog })),
);

type Stock = PileInventoryItem['inventory'][number];
type Note = Stock['deliveryNotes'][number];

/** "RC-1 0/32" or "BM-0 0/32 · Bodengruppe SE" — the material a stock and its notes are of. */
export function stockLabel(stock: { grainSizeAndQuality: string; soilGroup: string | null }): string {
  const material = labelOf('grainSizeAndQuality', stock.grainSizeAndQuality) ?? stock.grainSizeAndQuality;
  return stock.soilGroup ? `${material} · Bodengruppe ${labelOf('materialSoilGroup', stock.soilGroup)}` : material;
}

/** Tons available across a pile's stocks, summed exactly. */
export const availableTonsOf = (inventory: PileInventoryItem['inventory']) =>
  totalAvailable(
    inventory.map((stock) => ({ availableAmountInTons: toPlainDecimal(stock.availableAmountInTons) ?? '0' })),
  );

export function InventoryStockList({ projectId, pile }: { projectId: string; pile: PileInventoryItem }) {
  return (
    <ul className="divide-y divide-slate-100">
      {pile.inventory.map((stock) => (
        <li
          key={`${stock.grainSizeAndQuality}/${stock.soilGroup ?? ''}`}
          className="space-y-3 py-4 first:pt-0 last:pb-0"
        >
          <StockHeader projectId={projectId} pile={pile} stock={stock} />
          <DeliveryNotesTable projectId={projectId} notes={stock.deliveryNotes} />
        </li>
      ))}
    </ul>
  );
}

function StockHeader({ projectId, pile, stock }: { projectId: string; pile: PileInventoryItem; stock: Stock }) {
  const allowed = useCan(projectId);
  // The role and the delegation decide whether the button shows; the stock whether it works.
  const mayCreate = allowed('createDeliveryNote', pile.status, {
    deliveryNoteCreationOnBehalfOfProjectManager: pile.deliveryNoteCreationOnBehalfOfProjectManager,
    availableAmountInTons: 1,
  });
  const hasStock = stock.availableAmountInTons > 0;
  const label = 'Lieferschein erstellen';
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <div className="min-w-0">
        <h3 className="text-sm font-semibold text-slate-900">{stockLabel(stock)}</h3>
        <p className="mt-0.5 text-sm text-slate-600">
          Verfügbar{' '}
          <span className="font-medium text-slate-900 tabular-nums">{formatTonsToKg(stock.availableAmountInTons)}</span>{' '}
          von <span className="tabular-nums">{formatTonsToKg(stock.totalAmountInTons)}</span>
        </p>
      </div>
      {mayCreate ? (
        hasStock ? (
          <Button asChild size="sm" className="max-sm:w-full">
            <Link
              to={paths.createDeliveryNote(projectId, pile.wreckingPileId, stock.grainSizeAndQuality, stock.soilGroup)}
            >
              <FilePlus2 aria-hidden />
              {label}
            </Link>
          </Button>
        ) : (
          <Button size="sm" disabled className="max-sm:w-full" title="Kein Bestand verfügbar">
            <FilePlus2 aria-hidden />
            {label}
          </Button>
        )
      ) : null}
    </div>
  );
}

function DeliveryNotesTable({ projectId, notes }: { projectId: string; notes: readonly Note[] }) {
  if (notes.length === 0)
    return <p className="text-sm text-slate-500">Aus diesem Bestand wurde noch kein Lieferschein erstellt.</p>;
  return (
    <DataTable
      rows={notes}
      rowKey={(note) => note.deliveryNoteId}
      caption="Lieferscheine"
      columns={[
        {
          key: 'number',
          header: 'Lieferschein',
          primary: true,
          cell: (note) => (
            <>
              Nr. {note.number}
              <span className="block text-xs font-normal text-slate-500">{note.createdBy?.name}</span>
            </>
          ),
        },
        { key: 'date', header: 'Lieferdatum', cell: (note) => formatDate(note.deliveryDate) },
        { key: 'quantity', header: 'Menge', align: 'right', cell: (note) => formatTonsToKg(note.quantityInTons) },
        { key: 'carrier', header: 'Beförderer', cell: (note) => note.carrier.name },
        {
          key: 'document',
          header: 'Dokument',
          cell: (note) => (
            <span className="inline-flex flex-wrap items-center gap-x-4">
              <a
                href={note.document.url}
                download={note.document.fileName}
                aria-label={`Lieferschein Nr. ${note.number} als PDF herunterladen`}
                className="tap-target inline-flex items-center gap-1.5 text-brand-700 hover:underline"
              >
                <FileText className="size-4 shrink-0" aria-hidden />
                PDF
              </a>
              {note.ublDocument ? (
                <a
                  href={note.ublDocument.url}
                  download={note.ublDocument.fileName}
                  aria-label={`Lieferschein Nr. ${note.number} als XML (UBL) herunterladen`}
                  className="tap-target inline-flex items-center gap-1.5 text-brand-700 hover:underline"
                >
                  <FileCode className="size-4 shrink-0" aria-hidden />
                  XML (UBL)
                </a>
              ) : null}
            </span>
          ),
        },
        { key: 'receipt', header: 'Übergabe', cell: (note) => <HandoverCell projectId={projectId} note={note} /> },
      ]}
    />
  );
}

/** The signed handover (decision 0691): who signed and the ReceiptAdvice, or „Übergabe quittieren“. */
function HandoverCell({ projectId, note }: { projectId: string; note: Note }) {
  const allowed = useCan(projectId);
  const [open, setOpen] = useState(false);
  if (note.receipt) {
    const receiver = note.receipt.signatures.find((signature) => signature.role === 'receiver');
    return (
      <span className="inline-flex flex-wrap items-center gap-x-4">
        <span className="text-slate-700">
          Quittiert{receiver ? ` von ${receiver.signerName}` : ''} am {formatDate(note.receipt.receivedAt)}
        </span>
        <a
          href={note.receipt.receiptAdvice.url}
          download={note.receipt.receiptAdvice.fileName}
          aria-label={`Empfang (UBL) zu Lieferschein Nr. ${note.number} herunterladen`}
          className="tap-target inline-flex items-center gap-1.5 text-brand-700 hover:underline"
        >
          <FileCode className="size-4 shrink-0" aria-hidden />
          Empfang (UBL)
        </a>
      </span>
    );
  }
  if (!note.ublDocument || !allowed('receiptDeliveryNote')) return <span className="text-slate-500">Offen</span>;
  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        onClick={() => setOpen(true)}
        aria-label={`Übergabe quittieren: Lieferschein Nr. ${note.number}`}
      >
        <PenLine aria-hidden />
        Übergabe quittieren
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <DeliveryNoteReceiptDialog projectId={projectId} note={note} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
