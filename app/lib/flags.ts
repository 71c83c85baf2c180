/**
 * Feature flags of the spec. A flag resolves from, in order: the query value
 * (`?PhotoManagementUploadViewEnabled=false`), the cookie mirrored from local storage,
 * then the per-host list in config.json.
 */
export const FLAGS = [
  'PhotoManagementTimelineViewEnabled',
  'PhotoManagementAlbumViewEnabled',
  'PhotoManagementSharedAlbumsViewEnabled',
  'PhotoManagementUploadViewEnabled',
  'PhotoManagementReactivationEnabled',
  'PhotoManagementOrderPrintsEnabled',
] as const;
export type Flag = (typeof FLAGS)[number];
export type Flags = Record<Flag, boolean>;

/** Name of the cookie that mirrors local storage's `featureFlags` entry. */
export const FLAGS_COOKIE = 'feature_flags';
export const FLAGS_STORAGE_KEY = 'featureFlags';

const parseBool = (v: string | null | undefined): boolean | undefined =>
  v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : undefined;

/** Parses the cookie value: `Flag:1,Other:0`. Unknown names and bad values are ignored. */
export function parseFlagsCookie(value: string | undefined): Partial<Flags> {
  const out: Partial<Flags> = {};
  if (!value) return out;
  for (const part of decodeURIComponent(value).split(',')) {
    const [name, raw] = part.split(':');
    const v = parseBool(raw?.trim());
    if (name && v !== undefined && (FLAGS as readonly string[]).includes(name.trim())) out[name.trim() as Flag] = v;
  }
  return out;
}

export function serializeFlags(flags: Partial<Flags>): string {
  return Object.entries(flags)
    .map(([k, v]) => `${k}:${v ? 1 : 0}`)
    .join(',');
}

export function resolveFlags(input: {
  searchParams: URLSearchParams;
  cookieFlags: Partial<Flags>;
  hostFlags: readonly Flag[];
}): Flags {
  const flags = {} as Flags;
  for (const flag of FLAGS) {
    flags[flag] =
      parseBool(input.searchParams.get(flag)) ?? input.cookieFlags[flag] ?? input.hostFlags.includes(flag);
  }
  return flags;
}

/** Flags on for each host in config.json; every flag is on for the demo hosts (localhost). */
export const HOST_FLAGS: Record<string, readonly Flag[]> = {
  localhost: FLAGS,
  '127.0.0.1': FLAGS,
};

export function hostFlagsFor(hostHeader: string | null): readonly Flag[] {
  const host = (hostHeader ?? '').toLowerCase().replace(/:\d+$/, '');
  if (host.endsWith('.localhost')) return HOST_FLAGS.localhost ?? [];
  return HOST_FLAGS[host] ?? [];
}
