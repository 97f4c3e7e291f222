import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';
const coreSource = `${path.sep}packages${path.sep}core${path.sep}src${path.sep}`;

/**
 * packages/core is pure (constants, texts, schemas) but its package.json does not say so, and its top-level
 * zod schema calls look like side effects to the bundler. Marking it side-effect free lets the landing bundle
 * import `routes` and the texts without pulling in zod. Drop this once core declares `"sideEffects": false`.
 */
function coreIsSideEffectFree(): Plugin {
  return {
    name: 'shutterdesk:core-side-effect-free',
    transform(code, id) {
      if (!path.normalize(id).includes(coreSource)) return null;
      return { code, map: null, moduleSideEffects: false };
    },
  };
}

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), tailwindcss(), coreIsSideEffectFree()],
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: { '/api': { target: apiTarget } },
  },
  preview: {
    proxy: { '/api': { target: apiTarget } },
  },
  build: {
    outDir: path.resolve(import.meta.dirname, 'dist'),
    emptyOutDir: true,
    target: 'es2022',
  },
});
