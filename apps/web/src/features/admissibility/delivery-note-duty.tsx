// On a delivery: whether § 25 Abs. 3 Satz 3 EBV lets the delivery note be omitted for it (class-0
// materials up to 200 t in the project) or the note is required.
import { isDeliveryNoteExemptClass } from '@baustellendoku/domain';
import { Alert } from '@/components/ui/alert';
import { useAdmissibilityOverview } from './api';

export function DeliveryNoteDuty({ projectId, materialClass }: { projectId: string; materialClass: string }) {
  const overview = useAdmissibilityOverview(projectId);
  const exemption = overview.data?.deliveryNoteExemption;
  if (!exemption?.text || !isDeliveryNoteExemptClass(materialClass)) return null;
  return <Alert tone={exemption.applies ? 'info' : 'warning'}>{exemption.text}</Alert>;
}
