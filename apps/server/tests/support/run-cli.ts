import path from 'node:path';
import { spawnNode } from './spawn';

const cliDir = path.resolve(import.meta.dirname, '../../src/cli');

/** Runs one of the npm commands' scripts (apps/server/src/cli) as its own process, with only the env given. */
export async function runCli(
  script: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const run = spawnNode(['--import', 'tsx', path.join(cliDir, script), ...args], {
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'silent', ...env },
  });
  return { code: await run.exited, output: run.output() };
}
