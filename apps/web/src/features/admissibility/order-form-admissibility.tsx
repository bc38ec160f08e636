// Inside the order form: the verdicts for the chosen material class, updated as soon as it changes.
import { useWatch } from 'react-hook-form';
import { useParams } from 'react-router';
import { MaterialAdmissibility } from './admissibility-list';

export function OrderFormAdmissibility() {
  const { projectId = '' } = useParams();
  const materialClass = useWatch({ name: 'materialClass' }) as string | null;
  return <MaterialAdmissibility projectId={projectId} materialClass={materialClass} />;
}
