// The pile detail's section "Lieferscheine" (spec part 2 §2 "Pile detail": delivery notes, inventory
// per material class): the pile's stock and its notes with their PDFs, read from the inventory list
// narrowed to this pile (only piles released for or in processing have stock; decisions 0350, 0450).
import { Link } from 'react-router';
import { FileCheck2 } from 'lucide-react';
import type { WreckingPile } from '@baustellendoku/domain';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/lib/paths';
import { usePileInventory } from '../processing-api';
import { InventoryStockList } from './inventory-stock';

const isProcessing = (status: string) => status === 'approved_for_breaking' || status === 'breaking';

export function PileDeliveryNotesCard({ pile }: { pile: WreckingPile }) {
  const processing = isProcessing(pile.status);
  return (
    <Card>
      <CardHeader
        title="Lieferscheine"
        description="Bestand je Materialklasse"
        action={
          processing ? (
            <Link
              to={paths.wreckingPileInventory(pile.projectId)}
              className="tap-target inline-flex items-center text-sm font-medium text-brand-700 hover:underline"
            >
              Alle Lieferscheine
            </Link>
          ) : undefined
        }
      />
      <CardBody>
        {processing ? (
          <PileStock pile={pile} />
        ) : (
          <EmptyState
            icon={FileCheck2}
            title="Für diese Miete liegt noch kein Bestand vor."
            description={
              pile.status === 'will_be_disposed'
                ? 'Die Miete wird entsorgt; aus ihr entsteht kein aufbereitetes Material.'
                : 'Lieferscheine können erstellt werden, sobald aufbereitetes Material abschließend analysiert und freigegeben ist.'
            }
          />
        )}
      </CardBody>
    </Card>
  );
}

function PileStock({ pile }: { pile: WreckingPile }) {
  const inventory = usePileInventory(pile.projectId, pile.wreckingPileId);
  if (inventory.isPending) return <Skeleton className="h-24" />;
  const item = inventory.data;
  if (!item || item.inventory.length === 0)
    return (
      <EmptyState
        icon={FileCheck2}
        title="Für diese Miete liegt noch kein Bestand vor."
        description="Lieferscheine können erstellt werden, sobald aufbereitetes Material abschließend analysiert und freigegeben ist."
      />
    );
  return <InventoryStockList projectId={pile.projectId} pile={item} />;
}
