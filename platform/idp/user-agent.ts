/**
 * A device's name from its User-Agent header, in a few lines (decision 2621: no parser is
 * installed, and a name is all the devices page shows): the browser and the system, each from a
 * short ordered list, else null. Order matters: Edge and Opera say "Chrome" too, and every
 * Chromium says "Safari".
 */
export interface DeviceName {
  browser: string | null;
  os: string | null;
}

const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/(?:\b|Headless)Chrom(?:e|ium)\/|\bCriOS\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/\bAppleWebKit\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const first = (ua: string, list: [RegExp, string][]) => list.find(([pattern]) => pattern.test(ua))?.[1] ?? null;

export function deviceName(userAgent: string | null | undefined): DeviceName | null {
  if (!userAgent) return null;
  const name = { browser: first(userAgent, BROWSERS), os: first(userAgent, SYSTEMS) };
  return name.browser || name.os ? name : null;
}
