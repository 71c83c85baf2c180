import { describe, expect, it } from 'vitest';
import { FLAGS, hostFlagsFor, parseFlagsCookie, resolveFlags, serializeFlags } from '~/lib/flags';

const none = new URLSearchParams();

describe('feature flags', () => {
  it('are all on for the demo host and off for an unknown one', () => {
    expect(Object.values(resolveFlags({ searchParams: none, cookieFlags: {}, hostFlags: hostFlagsFor('localhost:3000') }))).toEqual(
      FLAGS.map(() => true),
    );
    expect(Object.values(resolveFlags({ searchParams: none, cookieFlags: {}, hostFlags: hostFlagsFor('keepsake.nl') }))).toEqual(
      FLAGS.map(() => false),
    );
  });

  it('take the query value first, then the cookie, then the host list', () => {
    const flags = resolveFlags({
      searchParams: new URLSearchParams('PhotoManagementUploadViewEnabled=false&PhotoManagementAlbumViewEnabled=nonsense'),
      cookieFlags: { PhotoManagementUploadViewEnabled: true, PhotoManagementAlbumViewEnabled: false },
      hostFlags: FLAGS,
    });
    expect(flags.PhotoManagementUploadViewEnabled).toBe(false);
    expect(flags.PhotoManagementAlbumViewEnabled).toBe(false);
    expect(flags.PhotoManagementTimelineViewEnabled).toBe(true);
  });

  it('round-trip through the cookie and ignore unknown names', () => {
    const cookie = serializeFlags({ PhotoManagementOrderPrintsEnabled: false, PhotoManagementUploadViewEnabled: true });
    expect(parseFlagsCookie(encodeURIComponent(cookie))).toEqual({
      PhotoManagementOrderPrintsEnabled: false,
      PhotoManagementUploadViewEnabled: true,
    });
    expect(parseFlagsCookie('Bogus:1,PhotoManagementOrderPrintsEnabled:maybe')).toEqual({});
  });
});
