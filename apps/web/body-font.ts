import type { Plugin } from 'vite';

/** The stylesheet of @fontsource-variable/inter, imported by src/main.tsx. */
const interStylesheet = /[\\/]@fontsource-variable[\\/]inter[\\/]index\.css$/;

/**
 * Inter without a layout shift: its faces are `font-display: optional` instead of @fontsource's `swap`. With `swap`
 * a page painted in the fallback font and moved when Inter arrived: on a phone the fallback's wider words wrapped the
 * Client Flow and Lead Flow headers' buttons onto a second line and back (a cumulative layout shift of 0.19 on both
 * screens). Now a page whose font is not there by its first paint keeps the fallback for its life, and has Inter
 * from the cache (and the service worker's precache) on every later load. The font is not preloaded: in the page's
 * head it shared a slow link with the HTML and the stylesheet, and Lighthouse's mobile LCP rose by 0.2-0.7 s.
 */
export function bodyFont(): Plugin {
  return {
    name: 'shutterdesk-body-font',
    transform(code, id) {
      if (!interStylesheet.test(id)) return;
      const optional = code.replaceAll('font-display: swap;', 'font-display: optional;');
      if (optional === code) this.error(`No font-display: swap in ${id} to make optional`);
      return { code: optional, map: null };
    },
  };
}
