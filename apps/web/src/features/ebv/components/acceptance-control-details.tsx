// What the acceptance control recorded, with its generated protocol (spec part 2 §3).
import { DetailList } from '@/components/ui/detail-list';
import { fileLinksValue } from '@/components/ui/file-links';
import { formatDateTime, formatTons } from '@/lib/format';
import type { AcceptanceControlView } from '@baustellendoku/domain';
import { labelOf, labelsOf } from './wrecking-pile-parts';

export function AcceptanceControlDetails({ control }: { control: AcceptanceControlView }) {
  const recorded = [
    { label: 'Erfasst von', value: control.createdBy?.name },
    { label: 'Erfasst am', value: formatDateTime(control.createdAt) },
    { label: 'Protokoll', value: control.document ? fileLinksValue([control.document]) : null, wide: true },
  ];
  if (control.containsAsbestos)
    return <DetailList items={[{ label: 'Asbestbestandteile sichtbar', value: 'Ja', wide: true }, ...recorded]} />;
  return (
    <DetailList
      items={[
        { label: 'Asbestbestandteile sichtbar', value: 'Nein' },
        { label: 'Masse des Rohmaterials', value: formatTons(control.massOfRawMaterialInTons), numeric: true },
        { label: 'Herkunftsbereiche', value: labelsOf('materialSourceArea', control.sourceAreas), wide: true },
        { label: 'Zusammensetzung', value: labelOf('materialComposition', control.composition) },
        { label: 'Verschmutzungsgrad', value: labelOf('materialDegreeOfSoiling', control.degreeOfSoiling) },
        {
          label: 'Fremdanteile',
          value: labelsOf('materialForeignProportion', control.foreignProportions),
          wide: true,
        },
        { label: 'Konsistenz', value: labelOf('materialConsistency', control.consistency) },
        { label: 'Erscheinungsbild', value: labelOf('materialAppearance', control.appearance) },
        { label: 'Farbe', value: labelsOf('materialColor', control.colors) },
        { label: 'Geruch', value: labelsOf('materialSmell', control.smell) },
        { label: 'Anhänge', value: fileLinksValue(control.attachments), wide: true },
        ...recorded,
      ]}
    />
  );
}
