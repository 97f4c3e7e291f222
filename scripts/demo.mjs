// `npm run demo`: seeds the demo photographer into the data directory the server will use (a run that finds it
// there leaves it as it is), then starts the server in this same process, as `npm start` does.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const seed = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/seed-demo.ts'], {
  cwd: root,
  stdio: 'inherit',
});
if (seed.status !== 0) process.exit(seed.status ?? 1);
await import('./start.mjs');
