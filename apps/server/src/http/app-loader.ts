import { pageCoverElementId } from '@shutterdesk/core';

/**
 * How a page the server drew loads the app's code: after its first paint, not alongside it. The page is whole
 * without the code (it only becomes interactive with it), and on a slow phone link the entry and the screen's chunks
 * (about 130 kB) would share the connection with the HTML and the stylesheet the first paint waits for. So a drawn
 * page names its scripts in `<script id="app-scripts" type="application/json">` and this inline script adds them,
 * the chunks as `modulepreload` links and the entry as a module script, once the browser reports the first
 * contentful paint. A frame can be drawn well before its paint is shown: loading from the frame's timer
 * (`requestAnimationFrame`, then `setTimeout`) started the scripts before the paint in some loads, where
 * Lighthouse's mobile FCP then counted them: it ranged over 0.8-1.9 s on one screen (`/account`), and is 1.2-1.3 s on
 * every screen since. Where the browser reports no paints, that frame timer is used; in a tab hidden before its
 * first paint, which reports none, the scripts load at once, as they do after 3 s without a report.
 *
 * Until the app has hydrated the page, a transparent cover takes its clicks and taps (route-pages.ts) and this script
 * holds back the keys pressed in it (a key press or typed text that would reach a drawn field or link natively); the
 * app removes the cover (apps/web/src/main.tsx). A cover, not `inert` on the page: making the page interactive again
 * would restyle every element in it, tens of milliseconds on a phone, where removing the cover restyles one. Should
 * the entry not load (the network dropped), the cover goes, and the page's links and forms work without the app.
 * The Content-Security-Policy allows the script by its hash (security.ts).
 */
export const appScriptsElementId = 'app-scripts';

export const appLoaderScript =
  '(function(){var d=document,s=JSON.parse(d.getElementById("' +
  appScriptsElementId +
  '").textContent),c=d.getElementById("' +
  pageCoverElementId +
  '");' +
  'function h(e){if(c.isConnected){if(d.getElementById("root").contains(e.target)){e.preventDefault();e.stopImmediatePropagation()}}' +
  'else{removeEventListener("keydown",h,true);removeEventListener("beforeinput",h,true)}}' +
  'addEventListener("keydown",h,true);addEventListener("beforeinput",h,true);' +
  'function l(){s.forEach(function(u,i){var e;if(i){e=d.createElement("link");e.rel="modulepreload";e.href=u}' +
  'else{e=d.createElement("script");e.type="module";e.src=u;e.onerror=function(){c.remove()}}' +
  'e.crossOrigin="";d.head.appendChild(e)})}' +
  'var n,P=window.PerformanceObserver;function g(){if(!n){n=1;l()}}' +
  'if(d.visibilityState==="hidden")g();' +
  'else if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){' +
  'new P(function(e,o){if(e.getEntriesByName("first-contentful-paint").length){o.disconnect();g()}})' +
  '.observe({type:"paint",buffered:true});d.addEventListener("visibilitychange",g);setTimeout(g,3000)}' +
  'else requestAnimationFrame(function(){setTimeout(g,0)})})()';
