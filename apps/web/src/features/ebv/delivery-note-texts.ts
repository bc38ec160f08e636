// The spec's texts of the delivery-note area (spec part 2 §2 "Delivery notes overview"), shared by
// the overview, the pile detail and the dashboard card.
export const NO_DELIVERY_NOTES_YET =
  'Es können noch keine Lieferscheine erstellt werden. Zunächst muss geeignetes aufbereitetes Material abschließend analysiert werden.';
export const DELEGATION_LABEL = 'Maschinisten sind berechtigt, im Namen des Projektleiters Lieferscheine zu erstellen.';
/** A pile with empty inventory: its material is not yet finally analysed and released. */
export const PILE_WITHOUT_STOCK =
  'Das aufbereitete Material dieser Miete ist noch nicht abschließend analysiert und freigegeben.';
