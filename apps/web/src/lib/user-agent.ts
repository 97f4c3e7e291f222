import type { BugReportDevice } from '@shutterdesk/core';

/** Browsers and systems by the marks their user-agent strings carry, most specific first (Edge says Chrome too). */
const browsers: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\/|FxiOS/, 'Firefox'],
  [/Chrome\/|CriOS/, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const systems: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** "Chrome on macOS" from a user-agent string; good enough to tell one's own devices apart. */
export function describeUserAgent(userAgent: string | null | undefined): string {
  if (!userAgent) return 'Unknown device';
  const browser = browsers.find(([mark]) => mark.test(userAgent))?.[1];
  const system = systems.find(([mark]) => mark.test(userAgent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? 'Unknown device';
}

/** The bug report's device choice a user-agent string suggests; Android phones say "Mobile", its tablets do not. */
export function guessDevice(userAgent: string): BugReportDevice | undefined {
  if (/iPad/.test(userAgent) || (/Android/.test(userAgent) && !/Mobile/.test(userAgent))) return 'Tablet';
  if (/iPhone|iPod/.test(userAgent)) return 'Mobile(iOS)';
  if (/Android/.test(userAgent)) return 'Mobile(Android)';
  if (/Macintosh|Mac OS X/.test(userAgent)) return 'Desktop(mac)';
  if (/Windows|Linux|CrOS/.test(userAgent)) return 'Desktop(PC)';
  return undefined;
}
