// `npm start`: builds the web app when its build is missing or older than its sources, then runs the server
// in this same process (tsx compiles the TypeScript on the fly; there is no separate server build).
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { register } from 'tsx/esm/api';

const root = path.resolve(import.meta.dirname, '..');
const builtIndex = path.join(root, 'apps/web/dist/index.html');
const sources = ['apps/web/src', 'apps/web/index.html', 'apps/web/public', 'packages/core/src'].map((entry) =>
  path.join(root, entry),
);

function newestChange(entry) {
  let stats;
  try {
    stats = statSync(entry);
  } catch {
    return 0;
  }
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(stats.mtimeMs, ...readdirSync(entry).map((child) => newestChange(path.join(entry, child))));
}

const builtAt = newestChange(builtIndex);
if (builtAt === 0 || Math.max(...sources.map(newestChange)) > builtAt) {
  console.log('Building the web app...');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

register();
await import('../apps/server/src/main.ts');
