import { chmod, rm } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import type { Logger } from '../logger';
import { BackupError } from './backup-file';

/**
 * The embedded database can be opened by one process only, so `npm run backup` cannot read a data directory the
 * server holds: it asks the server instead, over a Unix socket inside the data directory. That directory is the
 * server user's alone (mode 0700) and the socket is 0600, so only that user can ask; the request names the file
 * to write, which the server writes as that same user.
 */
export const backupSocketName = 'backup.sock';

export const backupSocketPath = (dataDir: string) => path.join(path.resolve(dataDir), backupSocketName);

interface BackupAnswer {
  summary?: string;
  error?: string;
}

export async function serveBackupRequests(options: {
  dataDir: string;
  backUp(file: string): Promise<string>;
  logger: Logger;
}): Promise<{ close(): Promise<void> }> {
  const socketPath = backupSocketPath(options.dataDir);
  // Left by a server that died: the data directory's lock, held by this process, says nobody else uses it.
  await rm(socketPath, { force: true });
  const answer = async (request: string): Promise<BackupAnswer> => {
    try {
      const { file } = JSON.parse(request) as { file?: unknown };
      if (typeof file !== 'string' || !path.isAbsolute(file))
        return { error: 'The request must name an absolute path.' };
      return { summary: await options.backUp(file) };
    } catch (error) {
      options.logger.error({ err: error }, 'a backup asked for by `npm run backup` failed');
      return { error: error instanceof Error ? error.message : String(error) };
    }
  };
  const server = net.createServer((socket) => {
    let input = '';
    socket.setEncoding('utf8');
    socket.on('error', () => socket.destroy());
    socket.on('data', (chunk: string) => {
      input += chunk;
      const end = input.indexOf('\n');
      if (end < 0) return;
      socket.removeAllListeners('data');
      void answer(input.slice(0, end)).then((reply) => socket.end(`${JSON.stringify(reply)}\n`));
    });
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socketPath, () => resolve());
    });
    await chmod(socketPath, 0o600);
  } catch (error) {
    // Without the socket the server still runs; only a backup taken while it runs needs it.
    options.logger.warn(
      { err: error, socketPath },
      'cannot open the backup socket: `npm run backup` needs the server stopped',
    );
    server.close();
    return { close: async () => {} };
  }
  return {
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(socketPath, { force: true });
    },
  };
}

/**
 * Asks the server running on `dataDir` to write a backup to `file`. Undefined when no server listens there; the
 * server's error, when it could not, as a BackupError.
 */
export async function requestBackupFromServer(dataDir: string, file: string): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(backupSocketPath(dataDir));
    let output = '';
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(`${JSON.stringify({ file })}\n`));
    socket.on('data', (chunk: string) => (output += chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(undefined);
      else reject(error);
    });
    socket.on('end', () => {
      try {
        const reply = JSON.parse(output) as BackupAnswer;
        if (reply.error !== undefined) reject(new BackupError(`The running server could not back up: ${reply.error}`));
        else resolve(reply.summary ?? '');
      } catch {
        reject(new BackupError('The running server gave no answer to the backup request.'));
      }
    });
  });
}
