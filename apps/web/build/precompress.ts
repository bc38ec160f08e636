// Vite plugin: after the build (including the service worker and the manifest) every text file in
// the output gets a brotli (.br, quality 11) and a gzip (.gz, level 9) sibling. The server's static
// handler (`preCompressed`) sends the one the browser accepts, so no byte is compressed at request
// time and the strongest settings cost nothing per request (decision 0300).
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT_FILE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|map)$/;

function filesBelow(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? filesBelow(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));
}

export function precompressTextFiles(dir: string): { files: number; bytes: number; brotliBytes: number } {
  let files = 0;
  let bytes = 0;
  let brotliBytes = 0;
  for (const file of filesBelow(dir).filter((name) => TEXT_FILE.test(name))) {
    const content = fs.readFileSync(file);
    const brotli = brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    });
    fs.writeFileSync(`${file}.br`, brotli);
    fs.writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    files += 1;
    bytes += content.length;
    brotliBytes += brotli.length;
  }
  return { files, bytes, brotliBytes };
}

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'baustellendoku:precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // Last and after every other plugin's closeBundle (the service worker is written there).
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        const { files, bytes, brotliBytes } = precompressTextFiles(outDir);
        this.info?.(
          `precompressed ${files} files: ${(bytes / 1024).toFixed(0)} KB → ${(brotliBytes / 1024).toFixed(0)} KB brotli`,
        );
      },
    },
  };
}
