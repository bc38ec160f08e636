// Lageskizze for the EBV documents (§ 25 Abs. 3 Nr. 4, § 22 Abs. 3 Nr. 10): the project's GeoJSON
// outline drawn to scale into a box, overlaid with the Rasterfeld grid of the installation
// documentation (columns A, B, … and rows 1, 2, … over the outline's extent, decision 0261) with the
// documented fields shaded and labelled. The lot report of issue 37 adds its tests as coloured
// points and shades only the lot's fields.
import { gridColumnName, outlineRings, siteGrid } from '@baustellendoku/domain';
import { colors, type Pdf } from './pdf-layout.js';

type Position = [number, number];

/** A test on the sketch: its number beside a dot in the colour of its verdict. */
export type SketchPoint = { lat: number; lng: number; label: string; color: string };

export function drawSiteSketch(
  doc: Pdf,
  box: { x: number; y: number; width: number; height: number },
  sketch: {
    geoJson: string | null;
    gridFields: string[];
    /** Only these cells ('A12') are shaded and labelled; default: every documented one. */
    highlight?: ReadonlySet<string>;
    points?: readonly SketchPoint[];
  },
) {
  doc.lineWidth(0.6).strokeColor(colors.line).rect(box.x, box.y, box.width, box.height).stroke();
  const rings = outlineRings(sketch.geoJson);
  if (rings.length === 0) {
    doc
      .font('regular')
      .fontSize(9)
      .fillColor(colors.muted)
      .text('Für das Projekt ist keine Fläche (GeoJSON) hinterlegt.', box.x + 10, box.y + box.height / 2 - 5, {
        width: box.width - 20,
        align: 'center',
      });
    return;
  }
  // The grid's bounds are the outline's bounding box; without documented fields only the outline.
  const grid = siteGrid(sketch.geoJson, sketch.gridFields);
  const points = rings.flat();
  const minLon = grid?.bounds.west ?? Math.min(...points.map((point) => point[0]));
  const maxLon = grid?.bounds.east ?? Math.max(...points.map((point) => point[0]));
  const minLat = grid?.bounds.south ?? Math.min(...points.map((point) => point[1]));
  const maxLat = grid?.bounds.north ?? Math.max(...points.map((point) => point[1]));
  // Equirectangular projection: a degree of longitude is cos(latitude) of a degree of latitude.
  const squeeze = Math.cos((((minLat + maxLat) / 2) * Math.PI) / 180);
  const spanX = Math.max((maxLon - minLon) * squeeze, 1e-9);
  const spanY = Math.max(maxLat - minLat, 1e-9);
  const padding = 22;
  const scale = Math.min((box.width - 2 * padding) / spanX, (box.height - 2 * padding) / spanY);
  const left = box.x + (box.width - spanX * scale) / 2;
  const top = box.y + (box.height - spanY * scale) / 2;
  const toPage = ([lon, lat]: Position): Position => [
    left + (lon - minLon) * squeeze * scale,
    top + (maxLat - lat) * scale,
  ];

  const fields = (grid?.cells ?? []).filter((cell) => !sketch.highlight || sketch.highlight.has(cell.name));
  const columns = grid?.columns ?? 0;
  const rows = grid?.rows ?? 0;
  const cellWidth = columns ? (spanX * scale) / columns : 0;
  const cellHeight = rows ? (spanY * scale) / rows : 0;

  for (const field of fields) {
    const x = left + (field.column - 1) * cellWidth;
    const y = top + (field.row - 1) * cellHeight;
    doc.rect(x, y, cellWidth, cellHeight).fillOpacity(0.25).fill(colors.accent).fillOpacity(1);
  }
  doc.lineWidth(1.4).strokeColor(colors.accent);
  for (const ring of rings) {
    const [first, ...rest] = ring.map(toPage);
    doc.moveTo(first![0], first![1]);
    for (const point of rest) doc.lineTo(point[0], point[1]);
    doc.closePath().stroke();
  }
  doc.lineWidth(0.4).strokeColor(colors.muted).dash(2, { space: 2 });
  for (let column = 0; column <= columns; column++) {
    doc
      .moveTo(left + column * cellWidth, top)
      .lineTo(left + column * cellWidth, top + spanY * scale)
      .stroke();
  }
  for (let row = 0; row <= rows; row++) {
    doc
      .moveTo(left, top + row * cellHeight)
      .lineTo(left + spanX * scale, top + row * cellHeight)
      .stroke();
  }
  doc.undash();
  doc.font('regular').fontSize(7).fillColor(colors.muted);
  for (let column = 1; column <= columns; column++) {
    doc.text(gridColumnName(column), left + (column - 1) * cellWidth, top - 10, {
      width: cellWidth,
      align: 'center',
      lineBreak: false,
    });
  }
  for (let row = 1; row <= rows; row++) {
    doc.text(String(row), left - 14, top + (row - 0.5) * cellHeight - 3, {
      width: 12,
      align: 'right',
      lineBreak: false,
    });
  }
  doc.font('bold').fontSize(7).fillColor(colors.text);
  for (const cell of fields) {
    doc.text(cell.values.join(', '), left + (cell.column - 1) * cellWidth + 2, top + (cell.row - 1) * cellHeight + 2, {
      width: cellWidth - 4,
      height: cellHeight - 4,
      ellipsis: true,
    });
  }
  for (const point of sketch.points ?? []) {
    const [x, y] = toPage([point.lng, point.lat]);
    doc.circle(x, y, 3.5).fillColor(point.color).fill();
    doc
      .font('bold')
      .fontSize(7)
      .fillColor(colors.text)
      .text(point.label, x + 5, y - 4, { lineBreak: false });
  }
  // North arrow.
  const arrowX = box.x + box.width - 14;
  doc
    .fillColor(colors.text)
    .moveTo(arrowX, box.y + 8)
    .lineTo(arrowX - 4, box.y + 18)
    .lineTo(arrowX + 4, box.y + 18)
    .fill();
  doc
    .font('bold')
    .fontSize(7)
    .text('N', arrowX - 3, box.y + 20, { lineBreak: false });
  doc.fillColor(colors.text);
}
