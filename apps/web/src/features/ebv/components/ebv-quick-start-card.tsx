// The dashboard's quick-start links of the recycled-material area (spec part 2 §2 "project
// dashboard"): wrecking piles and the processed material overview, only while ebv is on.
import { Mountain, Recycle } from 'lucide-react';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { ShortcutLink } from '@/components/ui/shortcut-link';
import { useCan } from '@/lib/can';
import { paths } from '@/lib/paths';

export function EbvQuickStartCard({ projectId }: { projectId: string }) {
  const allowed = useCan(projectId);
  if (!allowed('accessWreckingPiles')) return null;
  return (
    <Card role="region" aria-labelledby="ebv-quick-start">
      <CardHeader title={<span id="ebv-quick-start">Schnellstart Ersatzbaustoffe</span>} />
      <CardBody className="grid gap-3">
        <ShortcutLink label="Bauschutt-Mieten" href={paths.wreckingPiles(projectId)} icon={Mountain} />
        <ShortcutLink label="Aufbereitetes Material" href={paths.wreckingPileOverview(projectId)} icon={Recycle} />
      </CardBody>
    </Card>
  );
}
