import type { Plugin } from 'vite';

/** The stylesheet of @fontsource-variable/inter, imported by src/main.tsx. */
const interStylesheet = /[\\/]@fontsource-variable[\\/]inter[\\/]index\.css$/;
/** The Latin subset the build emits for it: every screen's first paint needs it. */
const latinFile = /^assets\/inter-latin-wght-normal-[\w-]+\.woff2$/;

/**
 * Inter without a layout shift. With @fontsource's `font-display: swap` a page painted in the fallback font and
 * moved when Inter arrived: on a phone the fallback's wider words wrapped the Client Flow and Lead Flow headers'
 * buttons onto a second line and back (a cumulative layout shift of 0.19 on both screens). Instead the Latin
 * subset is preloaded from the page's head, so it arrives with the stylesheet, and Inter's faces are
 * `font-display: optional`: a page whose font is not there by its first paint keeps the fallback for its life, and
 * has it from the cache (and the service worker's precache) on the next load, rather than redrawing its text.
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
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        // The dev server has no bundle: its font comes as the stylesheet names it, unpreloaded.
        if (!bundle) return;
        const latin = Object.keys(bundle).find((file) => latinFile.test(file));
        if (!latin)
          throw new Error(
            "The build emitted no Inter Latin font to preload (it matches no 'inter-latin-wght-normal-*.woff2')",
          );
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', href: `/${latin}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
