// `npm start`: builds the web app (with its server entry) and the server bundle when any is missing or older than its sources,
// then runs the bundled server in this same process. package.json's start script runs it with MALLOC_ARENA_MAX=1,
// which keeps an idle server's memory down (docs/architecture.md, "Running modes and tests").
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const at = (entry) => path.join(root, entry);
const outputs = [
  at('apps/web/dist/index.html'),
  at('apps/web/dist-server/entry-server.js'),
  at('apps/server/dist/main.mjs'),
];
const sources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/public',
  'apps/server/src',
  'packages/core/src',
  'package-lock.json',
].map(at);

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

const builtAt = Math.min(...outputs.map(newestChange));
if (builtAt === 0 || Math.max(...sources.map(newestChange)) > builtAt) {
  console.log('Building Shutterdesk...');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

process.setSourceMapsEnabled(true);
await import('../apps/server/dist/main.mjs');
