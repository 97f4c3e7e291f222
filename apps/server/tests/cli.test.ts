import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from './support/run-cli';

/** Runs one of the npm commands' scripts (seed:demo, admin) as its own process on `dataDir`. */
const runCliOn = (script: string, args: string[], dataDir: string) => runCli(script, args, { DATA_DIR: dataDir });

describe('[CLI] seed:demo and admin grant on an embedded data directory', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'shutterdesk-cli-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  // Each run starts a process that compiles TypeScript and opens PGlite; on a loaded machine that takes a while.
  it('seeds a demo photographer whose credentials it prints, and can be run twice', { timeout: 120_000 }, async () => {
    const first = await runCliOn('seed-demo.ts', [], dataDir);
    expect(first.code).toBe(0);
    expect(first.output).toContain('e-mail:   demo@shutterdesk.app');
    expect(first.output).toContain('password: demo-shutter-1');
    expect(first.output).toContain(`Demo photographer ready in DATA_DIR ${dataDir}`);
    // The demo photographer is verified: no "Verify your e-mail" waits in the outbox.
    expect(await readdir(path.join(dataDir, 'mail')).catch(() => [])).toEqual([]);
    expect((await runCliOn('seed-demo.ts', [], dataDir)).code).toBe(0);
  });

  it('grants admin to a registered e-mail and explains every mistake', { timeout: 120_000 }, async () => {
    expect(await runCliOn('admin.ts', ['grant', 'demo@shutterdesk.app'], dataDir)).toMatchObject({
      code: 0,
      output: expect.stringContaining('demo@shutterdesk.app is now an admin.'),
    });
    expect(await runCliOn('admin.ts', ['grant', 'ghost@example.com'], dataDir)).toMatchObject({
      code: 1,
      output: expect.stringContaining('No user with the e-mail ghost@example.com'),
    });
    expect(await runCliOn('admin.ts', [], dataDir)).toMatchObject({
      code: 1,
      output: expect.stringContaining('Usage: npm run admin -- grant <email>'),
    });
  });
});
