// The nine value columns of every Einbautabelle of EBV Anlage 2 (columns 1–6, columns 4–6
// split into Sand and Lehm/Schluff/Ton), in the order the law prints them.

export const anlage2Columns = [
  'unfavourable',
  'favourable_sand',
  'favourable_loam',
  'wsg_iii_a_sand',
  'wsg_iii_a_loam',
  'wsg_iii_b_sand',
  'wsg_iii_b_loam',
  'water_priority_sand',
  'water_priority_loam',
] as const;
export type Anlage2Column = (typeof anlage2Columns)[number];

export const anlage2ColumnLabels: Record<Anlage2Column, string> = {
  unfavourable: 'Spalte 1: außerhalb von Wasserschutzbereichen, ungünstig',
  favourable_sand: 'Spalte 2: außerhalb von Wasserschutzbereichen, günstig – Sand',
  favourable_loam: 'Spalte 3: außerhalb von Wasserschutzbereichen, günstig – Lehm, Schluff, Ton',
  wsg_iii_a_sand: 'Spalte 4: WSG III A / HSG III, günstig – Sand',
  wsg_iii_a_loam: 'Spalte 4: WSG III A / HSG III, günstig – Lehm, Schluff, Ton',
  wsg_iii_b_sand: 'Spalte 5: WSG III B / HSG IV, günstig – Sand',
  wsg_iii_b_loam: 'Spalte 5: WSG III B / HSG IV, günstig – Lehm, Schluff, Ton',
  water_priority_sand: 'Spalte 6: Wasservorranggebiet, günstig – Sand',
  water_priority_loam: 'Spalte 6: Wasservorranggebiet, günstig – Lehm, Schluff, Ton',
};

/** Short headers for the matrix views. */
export const anlage2ColumnShortLabels: Record<Anlage2Column, string> = {
  unfavourable: 'ungünstig',
  favourable_sand: 'günstig Sand',
  favourable_loam: 'günstig LST',
  wsg_iii_a_sand: 'WSG III A Sand',
  wsg_iii_a_loam: 'WSG III A LST',
  wsg_iii_b_sand: 'WSG III B Sand',
  wsg_iii_b_loam: 'WSG III B LST',
  water_priority_sand: 'Vorrang Sand',
  water_priority_loam: 'Vorrang LST',
};

export const isAnlage2Column = (value: string): value is Anlage2Column =>
  (anlage2Columns as readonly string[]).includes(value);
