import { existsSync, readFileSync } from 'node:fs';
import { chmod, lstat, mkdir, readdir } from 'node:fs/promises';
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

/**
 * Makes everything under `dir` its owner's only: directories 0700, files 0600. PGlite sets the mode of each file its
 * file system creates itself, 0666 for the data directory it unpacks and 0644 for some it writes as it starts,
 * whatever the process's umask; so a data directory is tightened each time it is opened, by whichever process opens
 * it (the server, npm run backup, restore and db:move, the tests). A file gone meanwhile is skipped.
 */
export async function keepOwnerOnly(dir: string): Promise<void> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  await Promise.all(
    entries.map(async (entry) => {
      if (!entry.isFile() && !entry.isDirectory()) return;
      const file = path.join(entry.parentPath, entry.name);
      try {
        if (((await lstat(file)).mode & 0o077) !== 0) await chmod(file, entry.isDirectory() ? 0o700 : 0o600);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }),
  );
}
