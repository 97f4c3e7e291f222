import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import path from 'node:path';

export interface SpawnedProcess {
  child: ChildProcess;
  /** Everything written to stdout and stderr so far, interleaved. */
  output: () => string;
  exited: Promise<number | null>;
}

/** Runs node with `args` as a child process, collecting its output for the test to read. */
export function spawnNode(args: string[], options: Omit<SpawnOptions, 'stdio'>): SpawnedProcess {
  const child = spawn(process.execPath, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** The server's source entry point, run as its own process (tsx compiles it on the fly). */
export const serverSourceCommand = ['--import', 'tsx', path.resolve(import.meta.dirname, '../../src/main.ts')];
