import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import path from 'node:path';

export interface SpawnedProcess {
  child: ChildProcess;
  /** Everything written to stdout and stderr so far, interleaved. */
  output: () => string;
  exited: Promise<number | null>;
}

/**
 * Runs node with `args` as a child process, collecting its output for the test to read. V8 compiles WebAssembly
 * with its baseline compiler only (`--liftoff-only`): a process that creates an embedded database (PGlite's initdb)
 * otherwise spends about 4 s of CPU optimising code it runs once (seed-demo.ts: 16.2 s of CPU, 12.4 s with the
 * flag), and the suite starts dozens of them. What the process does is the same.
 */
export function spawnNode(args: string[], options: Omit<SpawnOptions, 'stdio'>): SpawnedProcess {
  const child = spawn(process.execPath, ['--liftoff-only', ...args], { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** The server's source entry point, run as its own process (tsx compiles it on the fly). */
export const serverSourceCommand = ['--import', 'tsx', path.resolve(import.meta.dirname, '../../src/main.ts')];
