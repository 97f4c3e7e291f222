/**
 * `npm run bench`: measures the budgets of DESIGN.md on this machine and prints them beside their targets.
 * Measurements only: nothing here fails a build. Later issues add their figures as further sections.
 */
import { measureBundles } from './bundles';
import { measureStartup } from './startup';

export interface Measurement {
  name: string;
  value: number;
  unit: string;
  /** The budget: at most this much; none for a figure that is only reported. */
  target?: number;
}

function printTable(title: string, rows: Measurement[]) {
  console.log(`\n${title}`);
  for (const row of rows) {
    const verdict = row.target === undefined ? '    ' : row.value <= row.target ? 'ok  ' : 'OVER';
    const budget = row.target === undefined ? '' : `(target <= ${row.target} ${row.unit})`;
    console.log(
      `  ${verdict} ${row.name.padEnd(52)} ${row.value.toFixed(1).padStart(9)} ${row.unit.padEnd(4)} ${budget}`,
    );
  }
}

const sections: [string, () => Promise<Measurement[]>][] = [
  ['Initial JavaScript (gzipped)', measureBundles],
  ['Start-up and memory (embedded PGlite)', measureStartup],
];

for (const [title, measure] of sections) {
  printTable(title, await measure());
}
