import { writeFileSync, mkdirSync } from 'node:fs';
import sharp from 'sharp';
import { drawingSvg } from './heldout-photo.js';
import { heldoutTestSet, renderHeldoutSet, truthFor } from './heldout-set.js';
import { eleventhHeldoutLayouts } from './eleventh-heldout-layouts.js';
mkdirSync('/tmp/eleventh', { recursive: true });
const names = new Set(eleventhHeldoutLayouts.map((l) => l.name));
const cases = heldoutTestSet((c) => names.has(c.layout));
for (const [i, layout] of eleventhHeldoutLayouts.entries()) {
  const c = cases.find((x) => x.layout === layout.name && x.shot.kind === 'scan')!;
  const { svg } = drawingSvg(layout.draw(truthFor(c.seed)));
  await sharp(Buffer.from(svg)).png().toFile(`/tmp/eleventh/flat-${i}.png`);
}
const picks = process.argv.slice(2).map(Number);
const rendered = await renderHeldoutSet(picks.map((p) => cases[p]!));
for (const [i, r] of rendered.entries()) {
  await sharp(r.image).rotate().resize({ width: 1200, withoutEnlargement: true }).png().toFile(`/tmp/eleventh/photo-${picks[i]}.png`);
  console.log(picks[i], r.testCase.name, r.format);
}
