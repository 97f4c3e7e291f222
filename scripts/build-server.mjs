// Bundles the server into apps/server/dist/main.mjs: `npm start` then runs plain JavaScript, which starts
// faster and uses less memory than compiling TypeScript at start-up. npm packages stay external; our own
// workspace code (core) is bundled in.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const serverDir = path.resolve(import.meta.dirname, '../apps/server');
const manifest = JSON.parse(readFileSync(path.join(serverDir, 'package.json'), 'utf8'));
const external = Object.keys(manifest.dependencies)
  .filter((name) => !name.startsWith('@shutterdesk/'))
  .flatMap((name) => [name, `${name}/*`]);

await build({
  entryPoints: [path.join(serverDir, 'src/main.ts')],
  outfile: path.join(serverDir, 'dist/main.mjs'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
