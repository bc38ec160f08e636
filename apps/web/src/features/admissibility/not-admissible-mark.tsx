// The mark in the orders list: the order's material is admissible in none of the project's
// Einbauweisen. One overview request serves every row (same query key).
import { Badge } from '@/components/ui/badge';
import { useAdmissibilityOverview } from './api';

export function NotAdmissibleMark({ projectId, materialClass }: { projectId: string; materialClass: string }) {
  const overview = useAdmissibilityOverview(projectId);
  const material = overview.data?.materials.find((entry) => entry.materialClass === materialClass);
  if (!material?.notAdmissibleAnywhere) return null;
  return (
    <Badge tone="danger" className="mt-1">
      in keiner Einbauweise zulässig
    </Badge>
  );
}
