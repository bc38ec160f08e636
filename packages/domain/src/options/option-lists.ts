// Generated from packages/domain/reference/option-lists.json (its `source` notes name the regulations).
// Each list is `as const` so the values are types on both sides.

export const grainSizeAndQuality = [
  { value: 'rc_1_0_4', label: 'RC-1 0/4' },
  { value: 'rc_1_0_8', label: 'RC-1 0/8' },
  { value: 'rc_1_0_16', label: 'RC-1 0/16' },
  { value: 'rc_1_0_22', label: 'RC-1 0/22' },
  { value: 'rc_1_0_32', label: 'RC-1 0/32' },
  { value: 'rc_1_0_45', label: 'RC-1 0/45' },
  { value: 'rc_1_0_56', label: 'RC-1 0/56' },
  { value: 'rc_1_0_63', label: 'RC-1 0/63' },
  { value: 'rc_1_0_100', label: 'RC-1 0/100' },
  { value: 'rc_1_2_32', label: 'RC-1 2/32' },
  { value: 'rc_1_8_16', label: 'RC-1 8/16' },
  { value: 'rc_1_16_32', label: 'RC-1 16/32' },
  { value: 'rc_1_32_63', label: 'RC-1 32/63' },
  { value: 'rc_1_sonstige', label: 'RC-1 sonstige Körnung' },
  { value: 'rc_2_0_4', label: 'RC-2 0/4' },
  { value: 'rc_2_0_8', label: 'RC-2 0/8' },
  { value: 'rc_2_0_16', label: 'RC-2 0/16' },
  { value: 'rc_2_0_22', label: 'RC-2 0/22' },
  { value: 'rc_2_0_32', label: 'RC-2 0/32' },
  { value: 'rc_2_0_45', label: 'RC-2 0/45' },
  { value: 'rc_2_0_56', label: 'RC-2 0/56' },
  { value: 'rc_2_0_63', label: 'RC-2 0/63' },
  { value: 'rc_2_0_100', label: 'RC-2 0/100' },
  { value: 'rc_2_2_32', label: 'RC-2 2/32' },
  { value: 'rc_2_8_16', label: 'RC-2 8/16' },
  { value: 'rc_2_16_32', label: 'RC-2 16/32' },
  { value: 'rc_2_32_63', label: 'RC-2 32/63' },
  { value: 'rc_2_sonstige', label: 'RC-2 sonstige Körnung' },
  { value: 'rc_3_0_4', label: 'RC-3 0/4' },
  { value: 'rc_3_0_8', label: 'RC-3 0/8' },
  { value: 'rc_3_0_16', label: 'RC-3 0/16' },
  { value: 'rc_3_0_22', label: 'RC-3 0/22' },
  { value: 'rc_3_0_32', label: 'RC-3 0/32' },
  { value: 'rc_3_0_45', label: 'RC-3 0/45' },
  { value: 'rc_3_0_56', label: 'RC-3 0/56' },
  { value: 'rc_3_0_63', label: 'RC-3 0/63' },
  { value: 'rc_3_0_100', label: 'RC-3 0/100' },
  { value: 'rc_3_2_32', label: 'RC-3 2/32' },
  { value: 'rc_3_8_16', label: 'RC-3 8/16' },
  { value: 'rc_3_16_32', label: 'RC-3 16/32' },
  { value: 'rc_3_32_63', label: 'RC-3 32/63' },
  { value: 'rc_3_sonstige', label: 'RC-3 sonstige Körnung' },
  { value: 'zm_0_8', label: 'ZM 0/8 (Ziegelmaterial, nur Einbauweise 12)' },
  { value: 'zm_0_16', label: 'ZM 0/16 (Ziegelmaterial, nur Einbauweise 12)' },
  { value: 'bm_0', label: 'BM-0 Bodenmaterial Klasse 0' },
  { value: 'bm_0_star', label: 'BM-0* Bodenmaterial Klasse 0*' },
  { value: 'bm_f0_star', label: 'BM-F0* Bodenmaterial Klasse F0*' },
  { value: 'bm_f1', label: 'BM-F1 Bodenmaterial Klasse F1' },
  { value: 'bm_f2', label: 'BM-F2 Bodenmaterial Klasse F2' },
  { value: 'bm_f3', label: 'BM-F3 Bodenmaterial Klasse F3' },
  { value: 'bg_0', label: 'BG-0 Baggergut Klasse 0' },
  { value: 'bg_0_star', label: 'BG-0* Baggergut Klasse 0*' },
  { value: 'bg_f0_star', label: 'BG-F0* Baggergut Klasse F0*' },
  { value: 'bg_f1', label: 'BG-F1 Baggergut Klasse F1' },
  { value: 'bg_f2', label: 'BG-F2 Baggergut Klasse F2' },
  { value: 'bg_f3', label: 'BG-F3 Baggergut Klasse F3' },
  { value: 'gs_0', label: 'GS-0 Gleisschotter Klasse 0' },
  { value: 'gs_1', label: 'GS-1 Gleisschotter Klasse 1' },
  { value: 'gs_2', label: 'GS-2 Gleisschotter Klasse 2' },
  { value: 'gs_3', label: 'GS-3 Gleisschotter Klasse 3' },
] as const;

export const materialClassFootnote = [
  { value: 'keine', label: 'keine Fußnotenregelung in Anspruch genommen / nicht geprüft' },
  {
    value: 'rc_1_fn_1',
    label:
      'RC-1 Fußnote 1: Zulässig, wenn Chrom, ges. ≤ 110 µg/l und PAK15 ≤ 2,3 µg/l. [gilt für EW 8: ungünstig (Sand oder Lehm/Schluff/Ton); WSG III A / HSG III – Sand; WSG III B / HSG IV – Sand]',
  },
  {
    value: 'rc_1_fn_2',
    label:
      'RC-1 Fußnote 2: Zulässig, wenn Chrom, ges. ≤ 15 µg/l, Kupfer ≤ 30 µg/l, Vanadium ≤ 30 µg/l und PAK15 ≤ 0,3 µg/l. [gilt für EW 13: ungünstig (Sand oder Lehm/Schluff/Ton); WSG III A / HSG III – Sand; WSG III B / HSG IV – Sand | EW 14: ungünstig (Sand oder Lehm/Schluff/Ton); WSG III A / HSG III – Sand; WSG III B / HSG IV – Sand | EW 15: ungünstig (Sand oder Lehm/Schluff/Ton); WSG III A / HSG III – Sand; WSG III B / HSG IV – Sand | EW 16: ungünstig (Sand oder Lehm/Schluff/Ton); WSG III A / HSG III – Sand; WSG III B / HSG IV – Sand | EW 17: ungünstig (Sand oder Lehm/Schluff/Ton); WSG III A / HSG III – Sand; WSG III B / HSG IV – Sand]',
  },
  {
    value: 'rc_1_fn_3',
    label:
      'RC-1 Fußnote 3: Zulässig, wenn Vanadium ≤ 55 µg/l und PAK15 ≤ 2,7 µg/l. [gilt für EW 13: günstig – Sand; WSG III A / HSG III – Lehm, Schluff, Ton; WSG III B / HSG IV – Lehm, Schluff, Ton; Wasservorranggebiet – Sand]',
  },
  {
    value: 'rc_1_fn_4',
    label:
      'RC-1 Fußnote 4: Zulässig, wenn Vanadium ≤ 90 µg/l. [gilt für EW 14: günstig – Sand; WSG III A / HSG III – Lehm, Schluff, Ton; WSG III B / HSG IV – Lehm, Schluff, Ton; Wasservorranggebiet – Sand]',
  },
  {
    value: 'rc_2_fn_1',
    label:
      'RC-2 Fußnote 1: Die Verfüllung von Leitungsgräben ist nicht zulässig. [gilt für EW 4: WSG III A / HSG III – Sand; WSG III A / HSG III – Lehm, Schluff, Ton]',
  },
  {
    value: 'rc_2_fn_2',
    label:
      'RC-2 Fußnote 2: Zulässig, wenn Chrom, ges. ≤ 280 µg/l, Vanadium ≤ 450 µg/l, Kupfer ≤ 170 µg/l und PAK15 ≤ 3,8 µg/l. [gilt für EW 13: günstig – Lehm, Schluff, Ton; Wasservorranggebiet – Lehm, Schluff, Ton]',
  },
  {
    value: 'rc_2_fn_3',
    label:
      'RC-2 Fußnote 3: Zulässig, wenn Chrom, ges. ≤ 360 µg/l und Vanadium ≤ 180 µg/l. [gilt für EW 15: günstig – Sand; WSG III A / HSG III – Lehm, Schluff, Ton; WSG III B / HSG IV – Lehm, Schluff, Ton; Wasservorranggebiet – Sand]',
  },
  {
    value: 'rc_2_fn_4',
    label:
      'RC-2 Fußnote 4: Zulässig, wenn Vanadium ≤ 320 µg/l (Zeile 16) oder zulässig wenn "M" und Vanadium ≤ 200 µg/l (Zeile 17). [gilt für EW 16: günstig – Sand; WSG III A / HSG III – Lehm, Schluff, Ton; WSG III B / HSG IV – Lehm, Schluff, Ton; Wasservorranggebiet – Sand | EW 17: günstig – Sand; WSG III A / HSG III – Lehm, Schluff, Ton; WSG III B / HSG IV – Lehm, Schluff, Ton; Wasservorranggebiet – Sand]',
  },
  {
    value: 'rc_2_fn_5',
    label:
      'RC-2 Fußnote 5: Zulässig wenn "M". [gilt für EW 17: günstig – Lehm, Schluff, Ton; Wasservorranggebiet – Lehm, Schluff, Ton]',
  },
  {
    value: 'rc_2_fn_6',
    label:
      "RC-2 Fußnote 6: Nicht zugelassen auf Kinderspielflächen, in Wohngebieten oder Park- und Freizeitanlagen, es gelten die Begriffsbestimmungen gemäß § 2 Nummer 18, 19, 20 BBodSchV. [gilt für EW 12: alle Spalten mit '+']",
  },
] as const;

export const materialSoilGroup = [
  { value: 'ge', label: 'GE – enggestufte Kiese' },
  { value: 'gw', label: 'GW – weitgestufte Kies-Sand-Gemische' },
  { value: 'gi', label: 'GI – intermittierend gestufte Kies-Sand-Gemische' },
  { value: 'se', label: 'SE – enggestufte Sande' },
  { value: 'sw', label: 'SW – weitgestufte Sand-Kies-Gemische' },
  { value: 'si', label: 'SI – intermittierend gestufte Sand-Kies-Gemische' },
  { value: 'gu', label: 'GU – Kies-Schluff-Gemische, 5–15 % Feinkorn ≤ 0,063 mm' },
  { value: 'gu_star', label: 'GU* – Kies-Schluff-Gemische, 15–40 % Feinkorn ≤ 0,063 mm' },
  { value: 'gt', label: 'GT – Kies-Ton-Gemische, 5–15 % Feinkorn' },
  { value: 'gt_star', label: 'GT* – Kies-Ton-Gemische, 15–40 % Feinkorn' },
  { value: 'su', label: 'SU – Sand-Schluff-Gemische, 5–15 % Feinkorn' },
  { value: 'su_star', label: 'SU* – Sand-Schluff-Gemische, 15–40 % Feinkorn' },
  { value: 'st', label: 'ST – Sand-Ton-Gemische, 5–15 % Feinkorn' },
  { value: 'st_star', label: 'ST* – Sand-Ton-Gemische, 15–40 % Feinkorn' },
  { value: 'ul', label: 'UL – leicht plastische Schluffe (wL ≤ 35 %)' },
  { value: 'um', label: 'UM – mittelplastische Schluffe (35 % < wL ≤ 50 %)' },
  { value: 'ua', label: 'UA – ausgeprägt plastische Schluffe (wL > 50 %)' },
  { value: 'tl', label: 'TL – leicht plastische Tone (wL ≤ 35 %)' },
  { value: 'tm', label: 'TM – mittelplastische Tone (35 % < wL ≤ 50 %)' },
  { value: 'ta', label: 'TA – ausgeprägt plastische Tone (wL > 50 %)' },
  { value: 'ou', label: 'OU – Schluffe mit organischen Beimengungen, organogene Schluffe (35 % < wL ≤ 50 %)' },
  { value: 'ot', label: 'OT – Tone mit organischen Beimengungen, organogene Tone (wL > 50 %)' },
  { value: 'oh', label: 'OH – grob- bis gemischtkörnige Böden mit humosen Beimengungen' },
  { value: 'ok', label: 'OK – grob- bis gemischtkörnige Böden mit kalkigen, kieseligen Bildungen' },
  { value: 'hn', label: 'HN – nicht bis mäßig zersetzte Torfe' },
  { value: 'hz', label: 'HZ – zersetzte Torfe' },
  { value: 'f', label: 'F – Schlämme / Mudden (z. B. Faulschlamm, Gyttja, Dy, Sapropel)' },
  { value: 'a', label: 'A – Auffüllung aus Fremdstoffen' },
  {
    value: 'auffuellung_natuerlich',
    label: '[ ] – Auffüllung aus natürlichen Böden (Gruppensymbol in eckigen Klammern)',
  },
] as const;

export const disposalCode = [
  { value: '170101', label: '17 01 01 Beton' },
  { value: '170102', label: '17 01 02 Ziegel' },
  { value: '170103', label: '17 01 03 Fliesen und Keramik' },
  {
    value: '170106*',
    label:
      '17 01 06* Gemische aus oder getrennte Fraktionen von Beton, Ziegeln, Fliesen und Keramik, die gefährliche Stoffe enthalten (gefährlich)',
  },
  {
    value: '170107',
    label:
      '17 01 07 Gemische aus Beton, Ziegeln, Fliesen und Keramik mit Ausnahme derjenigen, die unter 17 01 06 fallen',
  },
  { value: '170201', label: '17 02 01 Holz' },
  { value: '170202', label: '17 02 02 Glas' },
  { value: '170203', label: '17 02 03 Kunststoff' },
  {
    value: '170204*',
    label:
      '17 02 04* Glas, Kunststoff und Holz, die gefährliche Stoffe enthalten oder durch gefährliche Stoffe verunreinigt sind (gefährlich)',
  },
  { value: '170301*', label: '17 03 01* kohlenteerhaltige Bitumengemische (gefährlich)' },
  { value: '170302', label: '17 03 02 Bitumengemische mit Ausnahme derjenigen, die unter 17 03 01 fallen' },
  { value: '170303*', label: '17 03 03* Kohlenteer und teerhaltige Produkte (gefährlich)' },
  { value: '170401', label: '17 04 01 Kupfer, Bronze, Messing' },
  { value: '170402', label: '17 04 02 Aluminium' },
  { value: '170403', label: '17 04 03 Blei' },
  { value: '170404', label: '17 04 04 Zink' },
  { value: '170405', label: '17 04 05 Eisen und Stahl' },
  { value: '170406', label: '17 04 06 Zinn' },
  { value: '170407', label: '17 04 07 gemischte Metalle' },
  { value: '170409*', label: '17 04 09* Metallabfälle, die durch gefährliche Stoffe verunreinigt sind (gefährlich)' },
  {
    value: '170410*',
    label: '17 04 10* Kabel, die Öl, Kohlenteer oder andere gefährliche Stoffe enthalten (gefährlich)',
  },
  { value: '170411', label: '17 04 11 Kabel mit Ausnahme derjenigen, die unter 17 04 10 fallen' },
  { value: '170503*', label: '17 05 03* Boden und Steine, die gefährliche Stoffe enthalten (gefährlich)' },
  { value: '170504', label: '17 05 04 Boden und Steine mit Ausnahme derjenigen, die unter 17 05 03 fallen' },
  { value: '170505*', label: '17 05 05* Baggergut, das gefährliche Stoffe enthält (gefährlich)' },
  { value: '170506', label: '17 05 06 Baggergut mit Ausnahme desjenigen, das unter 17 05 05 fällt' },
  { value: '170507*', label: '17 05 07* Gleisschotter, der gefährliche Stoffe enthält (gefährlich)' },
  { value: '170508', label: '17 05 08 Gleisschotter mit Ausnahme desjenigen, der unter 17 05 07 fällt' },
  { value: '170601*', label: '17 06 01* Dämmmaterial, das Asbest enthält (gefährlich)' },
  {
    value: '170603*',
    label:
      '17 06 03* anderes Dämmmaterial, das aus gefährlichen Stoffen besteht oder solche Stoffe enthält (gefährlich)',
  },
  { value: '170604', label: '17 06 04 Dämmmaterial mit Ausnahme desjenigen, das unter 17 06 01 und 17 06 03 fällt' },
  { value: '170605*', label: '17 06 05* asbesthaltige Baustoffe (gefährlich)' },
  {
    value: '170801*',
    label: '17 08 01* Baustoffe auf Gipsbasis, die durch gefährliche Stoffe verunreinigt sind (gefährlich)',
  },
  { value: '170802', label: '17 08 02 Baustoffe auf Gipsbasis mit Ausnahme derjenigen, die unter 17 08 01 fallen' },
  { value: '170901*', label: '17 09 01* Bau- und Abbruchabfälle, die Quecksilber enthalten (gefährlich)' },
  {
    value: '170902*',
    label:
      '17 09 02* Bau- und Abbruchabfälle, die PCB enthalten (z. B. PCB-haltige Dichtungsmassen, Bodenbeläge auf Harzbasis, Isolierverglasungen, Kondensatoren) (gefährlich)',
  },
  {
    value: '170903*',
    label:
      '17 09 03* sonstige Bau- und Abbruchabfälle (einschließlich gemischte Abfälle), die gefährliche Stoffe enthalten (gefährlich)',
  },
  {
    value: '170904',
    label:
      '17 09 04 gemischte Bau- und Abbruchabfälle mit Ausnahme derjenigen, die unter 17 09 01, 17 09 02 und 17 09 03 fallen',
  },
] as const;

export const orderMaterialClass = [
  { value: 'bm_0_sand', label: 'BM-0 Bodenmaterial Klasse 0 – Bodenart Sand' },
  { value: 'bm_0_lehm_schluff', label: 'BM-0 Bodenmaterial Klasse 0 – Bodenart Lehm/Schluff' },
  { value: 'bm_0_ton', label: 'BM-0 Bodenmaterial Klasse 0 – Bodenart Ton' },
  { value: 'bm_0_star', label: 'BM-0* Bodenmaterial Klasse 0*' },
  { value: 'bm_f0_star', label: 'BM-F0* Bodenmaterial Klasse F0* (bis 50 Vol.-% min. Fremdbestandteile)' },
  { value: 'bm_f1', label: 'BM-F1 Bodenmaterial Klasse F1' },
  { value: 'bm_f2', label: 'BM-F2 Bodenmaterial Klasse F2' },
  { value: 'bm_f3', label: 'BM-F3 Bodenmaterial Klasse F3 (anzeigepflichtig ab 250 m³)' },
  { value: 'bg_0', label: 'BG-0 Baggergut Klasse 0' },
  { value: 'bg_0_star', label: 'BG-0* Baggergut Klasse 0*' },
  { value: 'bg_f0_star', label: 'BG-F0* Baggergut Klasse F0*' },
  { value: 'bg_f1', label: 'BG-F1 Baggergut Klasse F1' },
  { value: 'bg_f2', label: 'BG-F2 Baggergut Klasse F2' },
  { value: 'bg_f3', label: 'BG-F3 Baggergut Klasse F3 (anzeigepflichtig ab 250 m³)' },
  { value: 'rc_1', label: 'RC-1 Recycling-Baustoff Klasse 1' },
  { value: 'rc_2', label: 'RC-2 Recycling-Baustoff Klasse 2' },
  { value: 'rc_3', label: 'RC-3 Recycling-Baustoff Klasse 3 (anzeigepflichtig ab 250 m³)' },
  { value: 'gs_0', label: 'GS-0 Gleisschotter Klasse 0' },
  { value: 'gs_1', label: 'GS-1 Gleisschotter Klasse 1' },
  { value: 'gs_2', label: 'GS-2 Gleisschotter Klasse 2' },
  { value: 'gs_3', label: 'GS-3 Gleisschotter Klasse 3' },
  { value: 'zm', label: 'ZM Ziegelmaterial' },
  {
    value: 'oberboden_bbodschv',
    label: 'Oberboden/Bodenmaterial für durchwurzelbare Bodenschicht (BBodSchV § 7, Vorsorgewerte bzw. BM-0/BG-0)',
  },
  {
    value: 'verfuellung_bbodschv_anl1_tab4',
    label: 'Bodenmaterial für Verfüllung/Massenausgleich (BBodSchV § 8 Abs. 3: Anlage 1 Tab. 4 bzw. BM-0*/BG-0*)',
  },
  { value: 'primaer', label: 'Primärbaustoff / natürliche Gesteinskörnung (nicht EBV)' },
  { value: 'gemisch', label: 'Gemisch (§ 2 Nr. 2 EBV) – Komponenten und Klassen einzeln angeben' },
  { value: 'laga_z0', label: 'Z0 (LAGA M 20 – Altbestand, nur noch nach Landesrecht/Verfüllung)' },
  { value: 'laga_z0_star', label: 'Z0* (LAGA M 20 – Altbestand)' },
  { value: 'laga_z1_1', label: 'Z1.1 (LAGA M 20 – Altbestand)' },
  { value: 'laga_z1_2', label: 'Z1.2 (LAGA M 20 – Altbestand)' },
  { value: 'laga_z2', label: 'Z2 (LAGA M 20 – Altbestand)' },
  { value: 'laga_gt_z2', label: '> Z2 (LAGA M 20 – nicht verwertbar, Deponie)' },
] as const;

export const mountingMethod = [
  { value: 'ew_1', label: '1 – Decke bitumen- oder hydraulisch gebunden, Tragschicht bitumengebunden' },
  {
    value: 'ew_2',
    label: '2 – Unterbau unter Fundament- oder Bodenplatten, Bodenverfestigung unter gebundener Deckschicht',
  },
  { value: 'ew_3', label: '3 – Tragschicht mit hydraulischen Bindemitteln unter gebundener Deckschicht' },
  { value: 'ew_4', label: '4 – Verfüllung von Baugruben und Leitungsgräben unter gebundener Deckschicht' },
  {
    value: 'ew_5',
    label:
      '5 – Asphalttragschicht (teilwasserdurchlässig) unter Pflasterdecken und Plattenbelägen, Tragschicht hydraulisch gebunden (Dränbeton) unter Pflaster und Platten',
  },
  {
    value: 'ew_6',
    label:
      '6 – Bettung, Frostschutz- oder Tragschicht unter Pflaster oder Platten jeweils mit wasserundurchlässiger Fugenabdichtung',
  },
  { value: 'ew_7', label: '7 – Schottertragschicht (ToB) unter gebundener Deckschicht' },
  {
    value: 'ew_8',
    label:
      '8 – Frostschutzschicht (ToB), Baugrundverbesserung und Unterbau bis 1 m ab Planum jeweils unter gebundener Deckschicht',
  },
  {
    value: 'ew_9',
    label:
      '9 – Dämme oder Wälle gemäß Bauweisen A – D nach MTSE sowie Hinterfüllung von Bauwerken im Böschungsbereich in analoger Bauweise',
  },
  { value: 'ew_10', label: '10 – Damm oder Wall gemäß Bauweise E nach MTSE' },
  { value: 'ew_11', label: '11 – Bettungssand unter Pflaster oder unter Plattenbelägen' },
  { value: 'ew_12', label: '12 – Deckschicht ohne Bindemittel' },
  {
    value: 'ew_13',
    label:
      '13 – ToB, Baugrundverbesserung, Bodenverfestigung, Unterbau bis 1 m Dicke ab Planum sowie Verfüllung von Baugruben und Leitungsgräben unter Deckschicht ohne Bindemittel',
  },
  { value: 'ew_14', label: '14 – Bauweisen 13 unter Plattenbelägen' },
  { value: 'ew_15', label: '15 – Bauweisen 13 unter Pflaster' },
  {
    value: 'ew_16',
    label:
      '16 – Hinterfüllung von Bauwerken oder Böschungsbereich von Dämmen unter durchwurzelbarer Bodenschicht sowie Hinterfüllung analog zu Bauweise E des MTSE',
  },
  { value: 'ew_17', label: '17 – Dämme und Schutzwälle ohne Maßnahmen nach MTSE unter durchwurzelbarer Bodenschicht' },
] as const;

export const groundwaterCoverLayerSoilType = [
  {
    value: 'unguenstig',
    label: 'ungünstig (Sand oder Lehm, Schluff, Ton; Sickerstrecke 0,1 bzw. 0,5 bis 1 m + 0,5 m)',
  },
  { value: 'guenstig_sand', label: 'günstig – Sand (Sickerstrecke > 1 m + 0,5 m)' },
  { value: 'guenstig_lehm_schluff_ton', label: 'günstig – Lehm, Schluff, Ton (Sickerstrecke > 1 m + 0,5 m)' },
  {
    value: 'unzureichend',
    label: 'Sickerstrecke unter Mindestmaß – Einbau nach Anlage 2 unzulässig (Einzelfallentscheidung § 21)',
  },
  { value: 'nicht_ermittelt', label: 'noch nicht ermittelt' },
] as const;

export const waterProtectionArea = [
  { value: '', label: 'kein Wasserschutzbereich (außerhalb)' },
  { value: 'wsg_i', label: 'Wasserschutzgebiet Zone I – Einbau unzulässig' },
  { value: 'wsg_ii', label: 'Wasserschutzgebiet Zone II – nur BM-0, BG-0, SKG, GS-0 (und Gemische daraus)' },
  {
    value: 'wsg_ohne_zone_ii_1000m',
    label: 'WSG ohne ausgewiesene Zone II: Radius 1.000 m um Wasserfassung – wie Zone II',
  },
  { value: 'wsg_iii', label: 'Wasserschutzgebiet Zone III (nicht unterteilt – Regeln der Zone III A)' },
  { value: 'wsg_iii_a', label: 'Wasserschutzgebiet Zone III A' },
  { value: 'wsg_iii_b', label: 'Wasserschutzgebiet Zone III B' },
  { value: 'hsg_i', label: 'Heilquellenschutzgebiet Zone I – Einbau unzulässig' },
  { value: 'hsg_ii', label: 'Heilquellenschutzgebiet Zone II – nur BM-0, BG-0, SKG, GS-0' },
  { value: 'hsg_iii', label: 'Heilquellenschutzgebiet Zone III (Spalte wie WSG III A)' },
  { value: 'hsg_iv', label: 'Heilquellenschutzgebiet Zone IV (Spalte wie WSG III B)' },
  { value: 'wasservorranggebiet', label: 'Wasservorranggebiet' },
] as const;

export const projectConstructionWorkType = [
  { value: 'strassenbau', label: 'Straßenbau' },
  { value: 'wegebau', label: 'Wegebau (inkl. Feld- und Waldwege)' },
  { value: 'parkplatz_verkehrsflaeche', label: 'Parkplätze / Verkehrsflächen' },
  { value: 'lager_stellflaeche', label: 'Lager-, Stell- und sonstige befestigte Flächen' },
  { value: 'baustrasse', label: 'Baustraße / Baustelleneinrichtung' },
  { value: 'tiefbau', label: 'Tiefbau allgemein' },
  { value: 'kanalbau', label: 'Kanalbau' },
  { value: 'leitungsbau', label: 'Leitungs- und Kabelbau (inkl. Erdkabel, Glasfaser)' },
  { value: 'erdbau', label: 'Erdbau (Dämme, Geländemodellierung, Massenausgleich)' },
  { value: 'laermschutzwall', label: 'Lärm- und Sichtschutzwall' },
  { value: 'boeschung', label: 'Böschungs- und Bermenstabilisierung' },
  { value: 'hochbau', label: 'Hochbau (Gründung, Bodenplatte, Hinterfüllung)' },
  { value: 'rueckbau_abbruch', label: 'Rückbau / Abbruch' },
  { value: 'gleisbau', label: 'Gleisbau / Bahnbau' },
  { value: 'bruecken_ingenieurbau', label: 'Brücken- und Ingenieurbau' },
  { value: 'landschaftsbau', label: 'Garten- und Landschaftsbau' },
  { value: 'sportplatz', label: 'Sportplatz- und Freianlagenbau' },
  { value: 'wasserbau', label: 'Wasserbau (ggf. außerhalb EBV, § 1 Abs. 2)' },
  { value: 'deponiebau', label: 'Deponiebau (Deponieersatzbaustoffe, außerhalb EBV)' },
  { value: 'flaechenrecycling_sanierung', label: 'Flächenrecycling / Altlastensanierung' },
  { value: 'sonstiges', label: 'Sonstiges' },
] as const;

export const materialSourceArea = [
  { value: 'hochbau_rueckbau', label: 'Hochbau – Rückbau/Abbruch' },
  { value: 'hochbau_umbau_sanierung', label: 'Hochbau – Umbau/Sanierung/Entkernung' },
  { value: 'hochbau_neubau', label: 'Hochbau – Neubau (Baustellenreste)' },
  { value: 'industrie_gewerbe_rueckbau', label: 'Industrie-/Gewerbebau – Rückbau' },
  { value: 'tiefbau', label: 'Tiefbau' },
  { value: 'strassenbau_aufbruch', label: 'Straßenbau – Straßenaufbruch' },
  { value: 'strassenbau_fraesgut', label: 'Straßenbau – Fräsgut/Ausbauasphalt' },
  { value: 'kanal_leitungsbau', label: 'Kanal-/Leitungsbau' },
  { value: 'gleisbau', label: 'Gleisbau' },
  { value: 'bruecken_ingenieurbau', label: 'Brücken-/Ingenieurbau' },
  { value: 'erdbau_aushub', label: 'Erdbau / Bodenaushub' },
  { value: 'produktion_betonwerk', label: 'Produktionsabfälle Beton-/Fertigteilwerk' },
  { value: 'produktion_ziegelwerk', label: 'Produktionsabfälle Ziegelwerk (Brennbruch)' },
  { value: 'zwischenlager', label: 'Zwischenlager / Umschlag' },
  { value: 'unbekannt', label: 'Herkunft unklar (Verdachtsfall)' },
  { value: 'sonstiges', label: 'Sonstiges' },
] as const;

export const materialComposition = [
  { value: 'beton', label: 'Beton (unbewehrt)' },
  { value: 'stahlbeton', label: 'Stahlbeton (mit Bewehrung)' },
  { value: 'betonwaren', label: 'Betonwaren (Pflaster, Bordsteine, Platten)' },
  { value: 'ziegel', label: 'Ziegel/Mauerwerk (Ziegelbruch)' },
  { value: 'kalksandstein', label: 'Kalksandstein' },
  { value: 'mischabbruch', label: 'Mischabbruch (Beton/Ziegel/Kalksandstein)' },
  { value: 'naturstein', label: 'Naturstein' },
  { value: 'fliesen_keramik', label: 'Fliesen/Keramik' },
  { value: 'moertel_putz_estrich', label: 'Mörtel, Putz, Estrich' },
  { value: 'ungebundene_schichten', label: 'Straßenaufbruch ungebunden (Schotter, Kies, Frostschutz)' },
  { value: 'hgt', label: 'hydraulisch gebundene Tragschicht' },
  { value: 'asphalt_pechfrei', label: 'Ausbauasphalt (pechfrei)' },
  { value: 'asphalt_pechverdacht', label: 'Straßenaufbruch mit Pech-/Teerverdacht' },
  { value: 'gleisschotter', label: 'Gleisschotter' },
  { value: 'boden_bauschutt_gemisch', label: 'Boden-Bauschutt-Gemisch' },
  { value: 'porenbeton', label: 'Porenbeton' },
  { value: 'sonstiges', label: 'Sonstiges' },
] as const;

export const materialDegreeOfSoiling = [
  { value: 'sauber', label: 'sauber / keine erkennbare Verschmutzung' },
  { value: 'gering', label: 'gering verschmutzt (vereinzelte Fremdanteile)' },
  { value: 'mittel', label: 'mittel verschmutzt (Vorsortierung erforderlich)' },
  { value: 'stark', label: 'stark verschmutzt (Sortierung/Ablehnung prüfen)' },
  {
    value: 'verdacht_schadstoff',
    label: 'Verdacht auf schädliche Verunreinigung – getrennt lagern, beproben (§ 3 Abs. 2)',
  },
] as const;

export const materialForeignProportion = [
  { value: 'keine', label: 'keine Fremdanteile' },
  { value: 'holz', label: 'Holz' },
  { value: 'kunststoff_folie', label: 'Kunststoffe / Folien' },
  { value: 'metall', label: 'Metalle / Bewehrungsstahl' },
  { value: 'kabel', label: 'Kabel' },
  { value: 'gips', label: 'Gips / Gipskarton / Gipsputz' },
  { value: 'daemmstoff_mineralwolle', label: 'Dämmstoffe – Mineralwolle (KMF)' },
  { value: 'daemmstoff_eps_xps', label: 'Dämmstoffe – EPS/XPS (Styropor)' },
  { value: 'holzwolle_leichtbau', label: 'Holzwolle-Leichtbauplatten (Heraklith)' },
  { value: 'porenbeton', label: 'Porenbeton' },
  { value: 'teer_pech', label: 'teer-/pechhaltige Stoffe (PAK-Verdacht)' },
  { value: 'bitumen_dachpappe', label: 'Bitumen / Dachpappe' },
  { value: 'asbest_verdacht', label: 'Asbestverdacht (Faserzement, Kleber, Spachtel, Putze)' },
  { value: 'pcb_verdacht', label: 'PCB-Verdacht (Fugenmassen, Anstriche)' },
  { value: 'glas', label: 'Glas' },
  { value: 'papier_pappe', label: 'Papier / Pappe / Tapeten' },
  { value: 'textil_teppich', label: 'Textilien / Teppich' },
  { value: 'gummi', label: 'Gummi' },
  { value: 'boden_bindig', label: 'Boden / bindige Anteile' },
  { value: 'organik', label: 'organische Anteile (Wurzeln, Grünschnitt)' },
  { value: 'oel_mkw', label: 'Öl-/Mineralölverunreinigung' },
  { value: 'anstrich_beschichtung', label: 'Anstriche / Beschichtungen' },
  { value: 'schlacke_asche', label: 'Schlacken / Aschen' },
  { value: 'siedlungsabfall', label: 'Siedlungs-/Hausmüll' },
  { value: 'sonstiges', label: 'Sonstiges' },
] as const;

export const materialConsistency = [
  { value: 'grobstueckig', label: 'grobstückig (Großbrocken)' },
  { value: 'stueckig', label: 'stückig' },
  { value: 'koernig', label: 'körnig / gebrochen' },
  { value: 'rieselfaehig', label: 'rieselfähig' },
  { value: 'staubig_trocken', label: 'trocken / staubend' },
  { value: 'erdfeucht', label: 'erdfeucht' },
  { value: 'nass', label: 'nass / wassergesättigt' },
  { value: 'breiig_schlammig', label: 'breiig / schlammig' },
  { value: 'stichfest', label: 'stichfest' },
  { value: 'verbacken', label: 'verbacken / verklumpt' },
  { value: 'gefroren', label: 'gefroren' },
] as const;

export const materialAppearance = [
  { value: 'homogen', label: 'homogen' },
  { value: 'heterogen', label: 'heterogen / inhomogen' },
  { value: 'sortenrein', label: 'sortenrein' },
  { value: 'gemischt', label: 'gemischt' },
  { value: 'mit_boden_anhaftung', label: 'mit anhaftendem Boden' },
  { value: 'beschichtet', label: 'mit Anstrichen / Beschichtungen' },
  { value: 'russig_brand', label: 'verrußt / Brandschaden' },
  { value: 'oelig', label: 'ölig / verschmiert' },
  { value: 'faserig', label: 'faserhaltig (Verdacht)' },
  { value: 'feuchteflecken_ausbluehungen', label: 'Ausblühungen / Verfärbungen' },
  { value: 'auffaellig_sonstig', label: 'sonstige Auffälligkeit' },
] as const;

export const materialColor = [
  { value: 'grau', label: 'grau' },
  { value: 'hellgrau', label: 'hellgrau' },
  { value: 'dunkelgrau', label: 'dunkelgrau' },
  { value: 'weiss', label: 'weiß' },
  { value: 'beige', label: 'beige' },
  { value: 'gelb_ocker', label: 'gelb / ocker' },
  { value: 'rot', label: 'rot' },
  { value: 'rotbraun', label: 'rotbraun (ziegelfarben)' },
  { value: 'braun', label: 'braun' },
  { value: 'dunkelbraun', label: 'dunkelbraun' },
  { value: 'schwarz', label: 'schwarz (bei Straßenaufbruch: Teer-/Bitumenprüfung)' },
  { value: 'gruenlich_blaugrau', label: 'grünlich / blaugrau' },
  { value: 'bunt_gemischt', label: 'bunt / gemischt' },
] as const;

export const materialSmell = [
  { value: 'unauffaellig', label: 'geruchlos / unauffällig' },
  { value: 'erdig', label: 'erdig' },
  { value: 'muffig_modrig', label: 'muffig / modrig' },
  { value: 'teer_phenol', label: 'teerartig / phenolisch (PAK-/Pechverdacht)' },
  { value: 'mineraloel', label: 'mineralölartig (MKW-Verdacht)' },
  { value: 'loesemittel', label: 'lösemittelartig' },
  { value: 'brandig', label: 'brandig / verbrannt' },
  { value: 'faulig_h2s', label: 'faulig / nach Schwefelwasserstoff' },
  { value: 'chemisch_stechend', label: 'chemisch / stechend' },
  { value: 'sonstiger', label: 'sonstiger auffälliger Geruch' },
] as const;

export const optionLists = {
  grainSizeAndQuality,
  materialClassFootnote,
  materialSoilGroup,
  disposalCode,
  orderMaterialClass,
  mountingMethod,
  groundwaterCoverLayerSoilType,
  waterProtectionArea,
  projectConstructionWorkType,
  materialSourceArea,
  materialComposition,
  materialDegreeOfSoiling,
  materialForeignProportion,
  materialConsistency,
  materialAppearance,
  materialColor,
  materialSmell,
} as const;
