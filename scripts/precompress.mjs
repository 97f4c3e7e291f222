// Writes brotli (.br) and gzip (.gz) copies beside every compressible file of a web build, at the highest
// quality: it is paid once per build, and the server sends whichever copy the browser accepts
// (apps/server/src/http/static.ts). `node scripts/precompress.mjs [dir]`, by default the app's own build.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

/** Text formats worth compressing; woff2 and images are compressed already. */
const compressibleExtensions = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.webmanifest',
  '.txt',
  '.woff',
]);
/** Below this the headers outweigh what compression saves. */
const minimumBytes = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const compressors = {
  '.br': (bytes) =>
    brotli(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
      },
    }),
  '.gz': (bytes) => gzip(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }),
};

/**
 * Compresses the eligible files under `dir` (in parallel: zlib works on the thread pool) and returns what it
 * wrote, as paths relative to `dir`. A copy that would not be smaller is not written.
 */
export async function precompressDirectory(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && compressibleExtensions.has(path.extname(entry.name)))
    .map((entry) => path.join(entry.parentPath, entry.name));
  const written = await Promise.all(
    files.map(async (file) => {
      const bytes = await readFile(file);
      if (bytes.byteLength < minimumBytes) return [];
      const copies = await Promise.all(
        Object.entries(compressors).map(async ([suffix, compress]) => {
          const compressed = await compress(bytes);
          if (compressed.byteLength >= bytes.byteLength) return [];
          await writeFile(file + suffix, compressed);
          return [path.relative(dir, file + suffix)];
        }),
      );
      return copies.flat();
    }),
  );
  return written.flat();
}

// Run as a script (the root `build`), not imported (the server's tests).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dir = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '../apps/web/dist'));
  const written = await precompressDirectory(dir);
  console.log(`wrote ${written.length} compressed copies in ${path.relative(process.cwd(), dir) || '.'}`);
}
