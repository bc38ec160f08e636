// The import direction of the web app (decision 0530): app → features → lib / components →
// @baustellendoku/domain. lib/ and components/ are shared and import neither app/ nor a feature; a
// feature imports nothing from app/, and another feature only through that feature's public modules:
// features/<area>/index.ts, and features/<area>/forms.ts for the pieces of forms (kept apart so that
// a read-only screen importing the index does not load the form library). One check, used twice:
// as an ESLint rule (eslint.config.js, also sees type-only imports) and as a Vite plugin over the
// real module graph (a violation fails the build).
// Plain JavaScript, since eslint.config.js loads it with Node as it is.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const webSource = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');

/** The unit of a file: app, lib, components, test or features/<area>; null outside src/. */
export function unitOf(file, source = webSource) {
  const relative = path.relative(source, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [top, area] = relative.split(path.sep);
  if (top === 'features') return area ? `features/${area}` : null;
  if (top === 'lib' || top === 'components' || top === 'test') return top;
  return 'app'; // app/ and the entry (main.tsx) beside it
}

/** features/<area> itself, its index or its forms module: what other areas may import. */
function isPublicModule(file, unit, source) {
  const bare = path.resolve(file.replace(/\?.*$/, '').replace(/\.(tsx?|jsx?)$/, ''));
  const area = path.join(source, unit);
  return bare === area || bare === path.join(area, 'index') || bare === path.join(area, 'forms');
}

/** Why `importer` may not import `target` (absolute paths, extension optional), or null when it may. */
export function zoneViolation(importer, target, source = webSource) {
  const from = unitOf(importer, source);
  const to = unitOf(target.replace(/\?.*$/, ''), source);
  if (!from || !to || from === to || to === 'test') return null;
  if ((from === 'lib' || from === 'components') && (to === 'app' || to.startsWith('features/')))
    return `${from}/ ist geteilter Code und importiert weder app/ noch ein Feature (${to})`;
  if (from.startsWith('features/') && to === 'app')
    return `Ein Feature importiert nichts aus app/ (geteiltes gehört nach lib/ oder components/)`;
  if (from.startsWith('features/') && to.startsWith('features/') && !isPublicModule(target, to, source))
    return `Ein anderes Feature nur über seine öffentlichen Module importieren: @/${to} oder @/${to}/forms`;
  return null;
}

/** The file a specifier names, without extension; null for packages. */
export function resolveSpecifier(importer, specifier, source = webSource) {
  if (specifier.startsWith('@/')) return path.join(source, specifier.slice(2));
  if (specifier.startsWith('./') || specifier.startsWith('../')) return path.resolve(path.dirname(importer), specifier);
  return null;
}

/** ESLint plugin with the rule `import-zones/direction`. */
export const importZonesPlugin = {
  rules: {
    direction: {
      meta: { type: 'problem', docs: { description: 'Import direction of apps/web (decision 0530)' }, schema: [] },
      create(context) {
        const importer = context.filename;
        const check = (node) => {
          if (!node || typeof node.value !== 'string') return;
          const target = resolveSpecifier(importer, node.value);
          const violation = target && zoneViolation(importer, target);
          if (violation) context.report({ node, message: `${violation}: '${node.value}'` });
        };
        return {
          ImportDeclaration: (node) => check(node.source),
          ExportNamedDeclaration: (node) => check(node.source),
          ExportAllDeclaration: (node) => check(node.source),
          ImportExpression: (node) => check(node.source),
        };
      },
    },
  },
};

/** Vite plugin: fails the build when the module graph has an import against the direction. */
export function importZones(source = webSource) {
  return {
    name: 'baustellendoku:import-zones',
    apply: 'build',
    buildEnd(error) {
      if (error) return;
      const problems = [];
      for (const id of this.getModuleIds()) {
        const info = this.getModuleInfo(id);
        for (const target of [...(info?.importedIds ?? []), ...(info?.dynamicallyImportedIds ?? [])]) {
          const violation = zoneViolation(id, target, source);
          if (violation) problems.push(`${path.relative(source, id)} → ${path.relative(source, target)}: ${violation}`);
        }
      }
      if (problems.length > 0) this.error(`Importrichtung verletzt (decision 0530):\n${problems.join('\n')}`);
    },
  };
}
