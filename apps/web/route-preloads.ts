import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, Rollup } from 'vite';

/** The build's list of each route's own chunks, read by the server (apps/server/src/http/static.ts). */
export const routePreloadsFile = 'route-preloads.json';

/** `'/clients': () => import('../features/clients/clients-page'),` in the pages table. */
const pageEntry = /'(\/[^']*)':\s*\(\)\s*=>\s*import\('([^']+)'\)/g;
const withoutExtension = (file: string) => file.replace(/\.[cm]?[jt]sx?$/, '');

/**
 * Writes route-preloads.json: for each route of the pages table (`pagesFile`), the script chunks and styles its
 * screen loads beyond what the entry already loads. The server names them in the shell it sends for that route, so
 * the browser fetches a screen's code while it is still fetching the entry, instead of learning of it only once
 * the entry has run.
 */
export function routePreloads(pagesFile: string): Plugin {
  return {
    name: 'shutterdesk-route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output): output is Rollup.OutputChunk => output.type === 'chunk');
      const chunksByFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      /** The chunk and every chunk it imports statically, however deep. */
      const staticClosure = (root: Rollup.OutputChunk): Rollup.OutputChunk[] => {
        const seen = new Map<string, Rollup.OutputChunk>();
        const visit = (chunk: Rollup.OutputChunk) => {
          if (seen.has(chunk.fileName)) return;
          seen.set(chunk.fileName, chunk);
          for (const file of chunk.imports) {
            const imported = chunksByFile.get(file);
            if (imported) visit(imported);
          }
        };
        visit(root);
        return [...seen.values()];
      };
      const entry = chunks.find((chunk) => chunk.isEntry);
      const loadedByEntry = new Set(entry ? staticClosure(entry).map((chunk) => chunk.fileName) : []);

      const pages = [...readFileSync(pagesFile, 'utf8').matchAll(pageEntry)];
      if (pages.length === 0) this.error(`No page of the form '/path': () => import('...') found in ${pagesFile}`);
      const preloads: Record<string, string[]> = {};
      for (const [, route, specifier] of pages) {
        const module = path.resolve(path.dirname(pagesFile), specifier!);
        const page = chunks.find((chunk) => chunk.facadeModuleId && withoutExtension(chunk.facadeModuleId) === module);
        if (!page) this.error(`The screen of ${route} (${specifier}) has no chunk of its own`);
        const own = staticClosure(page).filter((chunk) => !loadedByEntry.has(chunk.fileName));
        const styles = new Set(own.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]));
        preloads[route!] = [...own.map((chunk) => chunk.fileName), ...styles].map((file) => `/${file}`);
      }
      this.emitFile({ type: 'asset', fileName: routePreloadsFile, source: JSON.stringify(preloads) });
    },
  };
}
