/**
 * Renders the app's icons for the web app manifest from the logo (apps/web/public/favicon.svg), as PNG files in
 * apps/web/public/icons/. Browsers ask for 192 and 512 px PNGs before they offer to install the app; the maskable
 * one fills its whole square, keeping the aperture inside the middle 60%, which every platform's mask leaves
 * visible. The PNGs are committed: run this again after changing the logo, with
 *
 *   node --import tsx scripts/render-icons.ts
 *
 * It draws with Playwright's Chromium (CHROMIUM_PATH, /usr/bin/chromium by default), so no image tool is needed.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..');
const iconsDir = path.join(root, 'apps/web/public/icons');

/** The logo's glyph without its rounded tile, and the tile's colour, read from the favicon. */
async function logoParts() {
  const svg = await readFile(path.join(root, 'apps/web/public/favicon.svg'), 'utf8');
  const glyph = /<g[\s\S]*<\/g>/.exec(svg)?.[0];
  const tile = /<rect[^>]*fill="([^"]+)"/.exec(svg)?.[1];
  if (!glyph || !tile) throw new Error('favicon.svg no longer has the <rect> tile and the <g> glyph this script reads');
  return { svg, glyph, tile };
}

const icons = ({ svg, glyph, tile }: Awaited<ReturnType<typeof logoParts>>) => [
  { file: 'icon-192.png', size: 192, svg },
  { file: 'icon-512.png', size: 512, svg },
  {
    file: 'icon-maskable-512.png',
    size: 512,
    // The 24-unit glyph (placed 4 units in on the favicon's 32) at 60% of a 40-unit square, centred.
    svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40" fill="none"><rect width="40" height="40" fill="${tile}"/><g transform="translate(4 4)">${glyph}</g></svg>`,
  },
  // iOS rounds the corners itself and shows transparency as black: a square tile.
  {
    file: 'apple-touch-icon-180.png',
    size: 180,
    svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" fill="none"><rect width="32" height="32" fill="${tile}"/>${glyph}</svg>`,
  },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const icon of icons(await logoParts())) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    const sized = icon.svg.replace('<svg ', `<svg width="${icon.size}" height="${icon.size}" `);
    await page.setContent(`<style>html,body{margin:0;background:transparent}svg{display:block}</style>${sized}`);
    await page.screenshot({ path: path.join(iconsDir, icon.file), omitBackground: true });
    await page.close();
    console.log(`apps/web/public/icons/${icon.file}`);
  }
} finally {
  await browser.close();
}
