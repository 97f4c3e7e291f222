// `npm test`: lint, typecheck, unit and integration tests (Vitest), then the browser tests (Playwright),
// ending with one summary line. Without Chromium the browser tests are skipped with a notice, except under
// CI=true, where a missing browser is a failure.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const root = path.resolve(import.meta.dirname, '..');
const resultsDir = path.join(root, 'test-results');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const inCi = process.env.CI === 'true' || process.env.CI === '1';

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

/** Runs a check with its output held back, so checks running side by side do not interleave their lines. */
function runQuietly(label, command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: process.env });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      console.log(`\n=== ${label} ===`);
      process.stdout.write(Buffer.concat(output));
      resolve(status === 0);
    });
  });
}

function firstLine(text) {
  return (
    stripVTControlCharacters(text ?? '')
      .split('\n')
      .find((line) => line.trim() !== '') ?? '(no message)'
  );
}

function collectPlaywrightFailures(suites) {
  for (const suite of suites) {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status !== 'unexpected') continue;
        const lastResult = test.results.at(-1);
        failedTests.push(`${spec.file} > ${spec.title}: ${firstLine(lastResult?.error?.message)}`);
      }
    }
    collectPlaywrightFailures(suite.suites ?? []);
  }
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

const failures = [];
// Lint and typecheck side by side: each leaves the other core mostly idle.
const [linted, typechecked] = await Promise.all([
  runQuietly('lint', 'npm', ['run', 'lint']),
  runQuietly('typecheck', 'npm', ['run', 'typecheck']),
]);
if (!linted) failures.push('lint');
if (!typechecked) failures.push('typecheck');

const vitestReport = path.join(resultsDir, 'vitest.json');
if (
  !run('unit and integration tests', 'npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestReport}`,
  ])
) {
  failures.push('unit/integration tests');
}

let passed = 0;
let failed = 0;
let skipped = 0;
/** Failed tests with the first line of their error, repeated at the end because CI shows only the last lines. */
const failedTests = [];
const vitest = readJson(vitestReport);
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  skipped += vitest.numPendingTests + vitest.numTodoTests;
  for (const file of vitest.testResults) {
    const relative = path.relative(root, file.name);
    if (file.status === 'failed' && file.assertionResults.length === 0) {
      failedTests.push(`${relative}: ${firstLine(file.message)}`);
    }
    for (const test of file.assertionResults) {
      if (test.status === 'failed')
        failedTests.push(
          `${relative} > ${test.fullName} (${Math.round((test.duration ?? 0) / 1000)} s): ${firstLine(test.failureMessages[0])}`,
        );
    }
  }
}

if (existsSync(chromiumPath)) {
  if (!run('browser tests', 'node', ['scripts/e2e.mjs'])) failures.push('browser tests');
  const playwright = readJson(path.join(resultsDir, 'e2e.json'));
  if (playwright) {
    passed += playwright.stats.expected + playwright.stats.flaky;
    failed += playwright.stats.unexpected;
    skipped += playwright.stats.skipped;
    collectPlaywrightFailures(playwright.suites ?? []);
  } else {
    failed += 1;
  }
} else if (inCi) {
  console.error(`\nChromium was not found at ${chromiumPath}; under CI the browser tests must run.`);
  failures.push('browser tests (no Chromium)');
} else {
  console.warn(
    `\nChromium was not found at ${chromiumPath}: skipping only the browser tests (install Debian's chromium, or set CHROMIUM_PATH).`,
  );
}

if (failedTests.length > 0) console.error(`\nFailed tests:\n${failedTests.map((line) => `  - ${line}`).join('\n')}`);
if (failures.length > 0) console.error(`\nFailed: ${failures.join(', ')}`);
console.log(`\nSummary: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failures.length > 0 || failed > 0 ? 1 : 0);
