import type { TFn } from '~/i18n/t';

/** A sign-in's device as words: "Chrome on Linux", the one part known, else "Unknown device". */
export function deviceLabel(t: TFn, device: { browser: string | null; os: string | null } | null): string {
  if (device?.browser && device.os) return t('security.devices.name', { browser: device.browser, os: device.os });
  return device?.browser ?? device?.os ?? t('security.devices.unknown');
}
