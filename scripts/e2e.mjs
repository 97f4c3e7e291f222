// The browser tests run against a production build of the web app, served by the real server.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const run = (command, args, env = {}) =>
  spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

const buildStatus = run('npm', ['run', 'build']);
if (buildStatus !== 0) process.exit(buildStatus);
process.exit(run('npx', ['playwright', 'test', ...process.argv.slice(2)], { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' }));
