import { existsSync, readFileSync } from 'node:fs';
import { chmod, mkdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * The server package's folder, found by walking up to its package.json. Paths relative to a module break once
 * the server is bundled into dist/, so everything on disk (migrations, the web build) is located from here.
 */
function findServerRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === '@shutterdesk/server') return dir;
    if (path.dirname(dir) === dir) throw new Error(`No @shutterdesk/server package.json above ${start}`);
  }
}

export const serverRoot = findServerRoot(import.meta.dirname);
export const defaultMigrationsDir = path.join(serverRoot, 'drizzle');
export const defaultWebDistDir = path.resolve(serverRoot, '../web/dist');

/**
 * A directory only this user may enter: the embedded database, the mail outbox (live verification and reset links)
 * and the session secret live under DATA_DIR. An existing one made with looser permissions is tightened.
 */
export async function ensurePrivateDirectory(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await chmod(dir, 0o700);
}
