import fs from 'node:fs';
import { defineConfig, mergeConfig } from 'vite';
import base from './vite.config';
export default mergeConfig(base, defineConfig({
  build: { outDir: '/tmp/phone/dist-analyze' },
  plugins: [{
    name: 'analyze',
    generateBundle(_o, bundle) {
      const out: Record<string, unknown> = {};
      for (const [file, c] of Object.entries(bundle)) {
        if (c.type !== 'chunk') continue;
        out[file] = { name: c.name, facade: c.facadeModuleId, isEntry: c.isEntry, imports: c.imports, dynamicImports: c.dynamicImports,
          modules: Object.fromEntries(Object.entries(c.modules).map(([id, m]) => [id, m.renderedLength])) };
      }
      fs.writeFileSync('/tmp/phone/chunks.json', JSON.stringify(out));
      const graph: Record<string, unknown> = {};
      for (const id of this.getModuleIds()) { const m = this.getModuleInfo(id); if (m) graph[id] = { s: m.importedIds, d: m.dynamicallyImportedIds }; }
      fs.writeFileSync('/tmp/phone/graph.json', JSON.stringify(graph));
    },
  }],
}));
