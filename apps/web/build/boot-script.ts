// Vite plugin: the boot script of index.html (decision 0420). For every signed-in screen of the
// router it lists the chunks the screen loads beyond the entry (the layout's and the route
// prefetch's, shared by all, and its own, with everything they import) and the API requests it
// reads first (src/app/startup/early-requests.ts), and writes `boot(config)` (src/app/startup/boot.ts) as
// /assets/boot-<hash>.js, the first script of index.html. A classic script from the app's own
// origin: the CSP (script-src 'self') allows it, an inline script it would not.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { routePatterns, type RouteName } from '../../../packages/domain/src/paths';
import { boot, type BootConfig, type BootRoute } from '../src/app/startup/boot';
import {
  projectRequest,
  readOnlyScreens,
  screenRequests,
  shellRequests,
  storedScreens,
} from '../src/app/startup/early-requests';
import { WEB_FONT_CLASS } from '../src/app/startup/web-font';
import { API_BASE } from '../src/lib/api-client';
import { EARLY_ANSWERS_GLOBAL } from '../src/lib/early-answers';
import { CURRENT_USER_KEY } from '../src/lib/storage';

/** `'/projects/:projectId/orders/:orderId'` → a regular expression as the router matches it. */
export function patternToRegExp(pattern: string): string {
  const segments = pattern.split('/').filter(Boolean);
  const body = segments
    .map((segment) => {
      const param = /^:(\w+)(\?)?$/.exec(segment);
      if (!param) return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
      return param[2] ? `(?:/(?<${param[1]}>[^/]+))?` : `/(?<${param[1]}>[^/]+)`;
    })
    .join('');
  return `^${body}/?$`;
}

/** The router prefers static segments: more of them first, then longer patterns. */
const specificity = (pattern: string) => {
  const segments = pattern.split('/').filter(Boolean);
  return segments.filter((segment) => !segment.startsWith(':')).length * 100 + segments.length;
};

/** `name: screen(() => import('…'), 'Export')` entries of the router's table of signed-in screens. */
function screenImports(routerSource: string): Map<string, string> {
  const start = routerSource.indexOf('export const appScreens');
  const table = routerSource.slice(start, routerSource.indexOf('\n};', start));
  if (start < 0 || !table) throw new Error('boot-script: appScreens not found in router.tsx');
  const imports = new Map<string, string>();
  for (const match of table.matchAll(/(\w+): screen\(\s*\(\) => import\('([^']+)'\)/g))
    imports.set(match[1]!, match[2]!);
  return imports;
}

export function bootScript(webRoot: string): Plugin {
  const routerFile = path.join(webRoot, 'src/app/router.tsx');
  const resolveSpecifier = (specifier: string) =>
    specifier.startsWith('@/')
      ? path.join(webRoot, 'src', specifier.slice(2))
      : path.resolve(path.dirname(routerFile), specifier);
  return {
    name: 'baustellendoku:boot-script',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle: OutputBundle) {
      const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
      // The chunk that holds a module (its own, or a group it was put into).
      const byModule = (modulePath: string) =>
        chunks.find((chunk) => chunk.moduleIds.some((id) => id.replace(/\.tsx?$/, '') === modulePath));
      const closure = (start: OutputChunk[]) => {
        const seen = new Set<string>();
        const pending = start.map((chunk) => chunk.fileName);
        while (pending.length > 0) {
          const fileName = pending.pop()!;
          if (seen.has(fileName)) continue;
          seen.add(fileName);
          pending.push(...(bundle[fileName] as OutputChunk).imports);
        }
        return seen;
      };
      const entry = closure(chunks.filter((chunk) => chunk.isEntry));
      const font = Object.keys(bundle).find((fileName) =>
        /^assets\/inter-latin-wght-normal-[\w-]+\.woff2$/.test(fileName),
      );
      if (!font) throw new Error('boot-script: the latin web font is not in the bundle');
      const layout = byModule(path.join(webRoot, 'src/app/shell/app-layout'));
      const prefetch = byModule(path.join(webRoot, 'src/app/route-queries'));
      if (!layout || !prefetch) throw new Error('boot-script: layout or route-queries chunk not found');

      const files: string[] = [];
      const fileIndex = (fileName: string) => {
        const name = fileName.replace(/^assets\//, '');
        if (!files.includes(name)) files.push(name);
        return files.indexOf(name);
      };
      // Largest first: on six connections the longest download should not start last.
      const bySize = (a: string, b: string) =>
        (bundle[b] as OutputChunk).code.length - (bundle[a] as OutputChunk).code.length;
      // The route prefetch and the layout: every signed-in screen needs them.
      const shared = [...closure([prefetch, layout])].filter((fileName) => !entry.has(fileName)).sort(bySize);
      const routes: (BootRoute & { pattern: string })[] = [];
      for (const [name, specifier] of screenImports(fs.readFileSync(routerFile, 'utf8'))) {
        const screen = byModule(resolveSpecifier(specifier));
        const pattern = routePatterns[name as RouteName];
        if (!screen || !pattern) throw new Error(`boot-script: no chunk or pattern for the screen "${name}"`);
        const own = [...closure([screen])]
          .filter((fileName) => !entry.has(fileName) && !shared.includes(fileName))
          .sort(bySize);
        const stored = (readOnlyScreens as readonly string[]).includes(name) ? 1 : 0;
        // A screen that only shows data paints without form code (zod, react-hook-form: ~48 KB
        // brotli, a quarter second on a cold phone; docs/performance.md): a domain module it uses
        // that builds a schema when it loads would pull the forms chunk in.
        if (stored && [...shared, ...own].some((fileName) => /^assets\/forms-/.test(fileName))) {
          throw new Error(`boot-script: the read-only screen "${name}" loads the forms chunk`);
        }
        const route = [patternToRegExp(pattern), own.map(fileIndex), screenRequests[name as RouteName] ?? [], stored];
        routes.push(Object.assign(route as BootRoute, { pattern }));
      }
      routes.sort((a, b) => specificity(b.pattern) - specificity(a.pattern));

      const html = bundle['index.html'];
      if (!html || html.type !== 'asset') throw new Error('boot-script: index.html not in the bundle');
      const page = String(html.source);
      const config: BootConfig = {
        userKey: CURRENT_USER_KEY,
        fontClass: WEB_FONT_CLASS,
        global: EARLY_ANSWERS_GLOBAL,
        apiBase: API_BASE,
        files,
        sharedFiles: shared.map(fileIndex),
        projectRequest,
        shellRequests,
        routes: routes.map(([pattern, own, requests, stored]) => [pattern, own, requests, stored]),
        font: `/${font}`,
        stored: storedScreens,
      };
      const source = `(${boot.toString()})(${JSON.stringify(config)});\n`;
      const hash = crypto.createHash('sha256').update(source).digest('base64url').slice(0, 8);
      const fileName = `assets/boot-${hash}.js`;
      this.emitFile({ type: 'asset', fileName, source });
      const firstScript = page.indexOf('<script type="module"');
      if (firstScript < 0) throw new Error('boot-script: no module script in index.html');
      // Before the stylesheet and the entry: a classic script waits for nothing and runs at once.
      html.source = `${page.slice(0, firstScript)}<script src="/${fileName}"></script>\n    ${page.slice(firstScript)}`;
    },
  };
}
