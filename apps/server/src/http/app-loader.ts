/**
 * How a page the server drew loads the app's code: after its first paint, not alongside it. The page is whole
 * without the code (it only becomes interactive with it), and on a slow phone link the entry and the screen's chunks
 * (about 130 kB) would share the connection with the HTML and the stylesheet the first paint waits for. So a drawn
 * page names its scripts in `<script id="app-scripts" type="application/json">` and this inline script adds them,
 * the chunks as `modulepreload` links and the entry as a module script, once the first frame is painted (a
 * `requestAnimationFrame` callback runs before that frame's paint, a timer set in it after), or at once in a tab
 * that is hidden, where no frame comes. Should the entry not load (the network dropped), the page is let in as it
 * was drawn, its links and forms working without the app, rather than left inert (apps/web/src/main.tsx). The
 * Content-Security-Policy allows the script by its hash (security.ts).
 */
export const appScriptsElementId = 'app-scripts';

export const appLoaderScript =
  '(function(){var d=document,s=JSON.parse(d.getElementById("' +
  appScriptsElementId +
  '").textContent);' +
  'function l(){s.forEach(function(u,i){var e;if(i){e=d.createElement("link");e.rel="modulepreload";e.href=u}' +
  'else{e=d.createElement("script");e.type="module";e.src=u;e.onerror=function(){d.getElementById("root").inert=false}}' +
  'e.crossOrigin="";d.head.appendChild(e)})}' +
  'if(d.visibilityState==="hidden")l();else requestAnimationFrame(function(){setTimeout(l,0)})})()';
