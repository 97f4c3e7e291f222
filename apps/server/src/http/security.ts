import { createHash } from 'node:crypto';
import { themeBootScript } from '@shutterdesk/core';
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { AppError } from '../errors';
import { appLoaderScript } from './app-loader';

/**
 * Secure headers for every response. The SPA is served from our own origin only: no inline script but the one that
 * applies the chosen theme before the first paint and the one that loads the app's code after a drawn page's first
 * paint (app-loader.ts), each allowed by its hash; no third-party hosts; inline styles are allowed because the UI kit positions popovers with style attributes.
 * No other site may frame a page, except the pages `framable` picks (the public inquiry form, which photographers
 * embed in their own websites): those may be framed by any site, and carry no X-Frame-Options.
 */
export function securityHeaders(appUrl: string, framable: (path: string) => boolean): MiddlewareHandler {
  const strict = secureHeadersFor(appUrl, false);
  const embeddable = secureHeadersFor(appUrl, true);
  return (c, next) => (framable(c.req.path) ? embeddable(c, next) : strict(c, next));
}

const scriptHashSource = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

function secureHeadersFor(appUrl: string, framable: boolean) {
  const https = appUrl.startsWith('https://');
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", scriptHashSource(themeBootScript), scriptHashSource(appLoaderScript)],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      // The service worker and the web app manifest (docs/decisions/0017-installable-app.md), named rather than left
      // to default-src so the policy says what the app loads.
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: framable ? ['*'] : ["'none'"],
      ...(https ? { upgradeInsecureRequests: [] } : {}),
    },
    xFrameOptions: framable ? false : 'DENY',
    xContentTypeOptions: 'nosniff',
    referrerPolicy: 'strict-origin-when-cross-origin',
    // HSTS over plain http would be ignored at best; send it only where the app is served over https.
    strictTransportSecurity: https ? 'max-age=31536000; includeSubDomains' : false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: 'same-origin',
    crossOriginOpenerPolicy: 'same-origin',
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
    // A route that sets a stricter header of its own keeps it (a bug report's screenshot: no scripts, sandboxed).
    overwrite: false,
  });
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses a state-changing request a browser sent from another site. Browsers name the page's origin in `Origin` on
 * every non-GET fetch and form post, and newer ones say `Sec-Fetch-Site`; either must say same-origin. A request
 * with neither header comes from no browser (curl, a server), where cookies are not ambient and there is no
 * cross-site forgery to stop: it is let through, as better-auth does. Any content type, JSON included. That is how
 * Stripe's webhook passes, mounted after this middleware (app.ts): its calls come from a server, with neither header.
 */
export function refuseCrossSiteWrites(appUrl: string): MiddlewareHandler {
  const appOrigin = new URL(appUrl).origin;
  return async (c, next) => {
    if (!safeMethods.has(c.req.method)) {
      const origin = c.req.header('origin');
      const fetchSite = c.req.header('sec-fetch-site');
      const sameOrigin =
        origin !== undefined ? origin === appOrigin : fetchSite === undefined || fetchSite === 'same-origin';
      if (!sameOrigin) throw new AppError('REQUEST_REJECTED', 'Requests from other sites are not accepted.');
    }
    await next();
  };
}
