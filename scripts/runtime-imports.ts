// The modules a TypeScript file loads at run time: every relative import and re-export that stays in
// the compiled code. Type-only imports are erased by the compiler and load nothing. Used by the
// import-cycle check (scripts/check-import-cycles.ts) and by tests that keep a module light.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Whether an import or export statement survives compilation. */
function isRuntime(statement: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(statement)) return !statement.isTypeOnly;
  const clause = statement.importClause;
  if (!clause) return true; // a side-effect import
  if (clause.isTypeOnly) return false;
  const bindings = clause.namedBindings;
  if (clause.name || !bindings || ts.isNamespaceImport(bindings)) return true;
  return bindings.elements.length === 0 || bindings.elements.some((element) => !element.isTypeOnly);
}

/** The `.ts` files (absolute paths) that `file` imports or re-exports at run time by a relative path. */
export function runtimeImportsOf(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  return source.statements
    .filter((statement) => ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement))
    .filter(isRuntime)
    .map((statement) => statement.moduleSpecifier)
    .filter((specifier): specifier is ts.StringLiteral => !!specifier && ts.isStringLiteral(specifier))
    .map((specifier) => specifier.text)
    .filter((name) => name.startsWith('.'))
    .map((name) => path.resolve(path.dirname(file), name.replace(/\.js$/, '.ts')));
}
