import { pageCoverElementId } from '@shutterdesk/core';

/**
 * How a page the server drew loads the app's code: after its first paint, not alongside it. The page is whole
 * without the code (it only becomes interactive with it), and on a slow phone link the entry and the screen's chunks
 * (about 130 kB) would share the connection with the HTML and the stylesheet the first paint waits for. So a drawn
 * page names its scripts in `<script id="app-scripts" type="application/json">` and this inline script adds them,
 * the chunks as `modulepreload` links and the entry as a module script, once the first frame is painted (a
 * `requestAnimationFrame` callback runs before that frame's paint, a timer set in it after), or at once in a tab
 * that is hidden, where no frame comes.
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
  'if(d.visibilityState==="hidden")l();else requestAnimationFrame(function(){setTimeout(l,0)})})()';
