/**
 * `npm run bench`: measures the budgets of docs/budgets.md on this machine and prints them beside their targets.
 * Measurements only: nothing here fails a build. Later issues add their figures as further sections.
 */
import { measureAdmin } from './admin';
import { measureApi } from './api';
import { measureBackup } from './backup';
import { measureBrowser } from './browser';
import { measureBundles } from './bundles';
import { measureCsv } from './csv';
import { measureLighthouse, measureUnthrottled } from './lighthouse';
import { measureReminders } from './reminders';
import { measureScale } from './scale';
import { measureSearch } from './search';
import { measureStartup } from './startup';
import { measureWorkflows } from './workflows';

export interface Measurement {
  name: string;
  value: number;
  unit: string;
  /** The budget: at most this much (at least, with `atLeast`); none for a figure that is only reported. */
  target?: number;
  atLeast?: boolean;
  /** Decimals printed; 1 unless the figure is small by nature (a layout shift score). */
  decimals?: number;
}

function meetsTarget(row: Measurement): boolean {
  if (row.target === undefined) return true;
  return row.atLeast ? row.value >= row.target : row.value <= row.target;
}

function printTable(title: string, rows: Measurement[]) {
  console.log(`\n${title}`);
  for (const row of rows) {
    const verdict = row.target === undefined ? '    ' : meetsTarget(row) ? 'ok  ' : 'MISS';
    const budget = row.target === undefined ? '' : `(target ${row.atLeast ? '>=' : '<='} ${row.target} ${row.unit})`;
    console.log(
      `  ${verdict} ${row.name.padEnd(64)} ${row.value.toFixed(row.decimals ?? 1).padStart(9)} ${row.unit.padEnd(4)} ${budget}`,
    );
  }
}

/** Each section by a short key: `npm run bench -- api` runs only that one. */
const sections: Record<string, [string, () => Promise<Measurement[]>]> = {
  bundles: ['Initial JavaScript as transferred (budgets in compressed kB)', measureBundles],
  startup: ['Start-up and memory (embedded PGlite)', measureStartup],
  api: ['API under load (50 connections, 10 s per run)', measureApi],
  browser: ['Chromium, 10,000 rows (median of 3, Event Timing: input to next paint)', measureBrowser],
  csv: ['CSV import and export, 10,000 rows on PGlite', measureCsv],
  reminders: ['Reminder tick on PostgreSQL (one tick over every user)', measureReminders],
  admin: ['Admin users screens on PostgreSQL (100,000 users, one request at a time)', measureAdmin],
  search: ['Global search on PostgreSQL (10,000 clients and 10,000 leads, one request at a time)', measureSearch],
  workflows: ['Outbox run on PostgreSQL (10,000 due follow-ups across 1,000 photographers)', measureWorkflows],
  scale: ['Client Flow at scale on PostgreSQL (Chromium, first visit; Event Timing, median of 3)', measureScale],
  backup: ['Backup and restore (demo data plus 10,000 clients and 10,000 leads)', measureBackup],
  unthrottled: [
    'First loads in an unthrottled Chromium (demo photographer, median of 3; one traced)',
    measureUnthrottled,
  ],
  lighthouse: ['Lighthouse, performance (median of 3 by score, a new Chromium per run)', measureLighthouse],
};

const chosen = process.argv.slice(2);
for (const [key, [title, measure]] of Object.entries(sections)) {
  if (chosen.length === 0 || chosen.includes(key)) printTable(title, await measure());
}
