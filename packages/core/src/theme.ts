/**
 * The colour theme a person picks in the profile menu, remembered per device (localStorage): the system's, or
 * always light, or always dark.
 */
export const themeChoices = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof themeChoices)[number];

export const themeChoiceLabels: Record<ThemeChoice, string> = { system: 'System', light: 'Light', dark: 'Dark' };

export const themeStorageKey = 'shutterdesk-theme';

/**
 * The script apps/web/index.html runs in its head: it applies the stored choice before anything is painted, so a
 * chosen theme shows from the first frame rather than after the app's code loads, and applies it again when
 * another tab of the device changes it. It is here, not only in the page, because the server's
 * Content-Security-Policy allows this one inline script by its hash (apps/server/src/http/security.ts); a test
 * keeps the page's copy identical.
 */
export const themeBootScript =
  '(function(){function a(){try{var t=localStorage.getItem("' +
  themeStorageKey +
  '"),r=document.documentElement;if(t==="light"||t==="dark")r.dataset.theme=t;else delete r.dataset.theme}' +
  'catch(e){}}a();addEventListener("storage",function(e){if(e.key===null||e.key==="' +
  themeStorageKey +
  '")a()})})()';
