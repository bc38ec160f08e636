// No import cycle in apps/server/src (issue 40): every relative import and re-export that stays in
// the compiled code, followed with Tarjan's strongly connected components. Type-only imports are
// erased by the compiler and order no loading: a registry may name the type its entries implement
// (`import type { TaskProvider }`). Part of `npm run lint`.
import fs from 'node:fs';
import path from 'node:path';
import { runtimeImportsOf } from './runtime-imports.js';

const root = path.resolve(import.meta.dirname, '../apps/server/src');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** The files of this tree a module imports or re-exports at run time. */
const importsOf = (file: string) => runtimeImportsOf(file).filter((target) => known.has(target));

const files = sourceFiles(root);
const known = new Set(files);
const edges = new Map(files.map((file) => [file, importsOf(file)]));

// Tarjan: every component of more than one file (or a file importing itself) is a cycle.
let counter = 0;
const index = new Map<string, number>();
const low = new Map<string, number>();
const stack: string[] = [];
const onStack = new Set<string>();
const cycles: string[][] = [];
function visit(file: string) {
  index.set(file, counter);
  low.set(file, counter++);
  stack.push(file);
  onStack.add(file);
  for (const target of edges.get(file) ?? []) {
    if (!index.has(target)) {
      visit(target);
      low.set(file, Math.min(low.get(file)!, low.get(target)!));
    } else if (onStack.has(target)) low.set(file, Math.min(low.get(file)!, index.get(target)!));
  }
  if (low.get(file) !== index.get(file)) return;
  const component: string[] = [];
  let member: string;
  do {
    member = stack.pop()!;
    onStack.delete(member);
    component.push(member);
  } while (member !== file);
  if (component.length > 1 || edges.get(file)!.includes(file)) cycles.push(component);
}
for (const file of files) if (!index.has(file)) visit(file);

if (cycles.length > 0) {
  console.error(`Importzyklen in apps/server/src (${cycles.length}):`);
  for (const cycle of cycles)
    console.error(
      `  ${cycle
        .map((file) => path.relative(root, file))
        .sort()
        .join('\n    ')}`,
    );
  process.exit(1);
}
console.log(`Keine Importzyklen in apps/server/src (${files.length} Dateien).`);
