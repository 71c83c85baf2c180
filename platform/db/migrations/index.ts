import type { Migration, MigrationProvider } from 'kysely';
import { accounts } from './0001-accounts';
import { oidcModels } from './0002-oidc-models';
import { photos } from './0003-photos';
import { loginAttempts } from './0004-login-attempts';
import { photoLibrary } from './0005-photo-library';
import { accountExtras } from './0200-account-extras';
import { orders } from './0100-orders';
import { selectionsDownloads } from './0300-selections-downloads';
import { accountSettings } from './0500-account-settings';
import { albums } from './0600-albums';
import { exportsTable } from './0710-exports';
import { activations } from './0720-activations';
import { exportsPhotoOrder } from './0730-photos-by-account-id';
import { downloadLimits } from './1705-download-limits';
import { shareSends } from './1710-share-sends';
import { uploadUsage } from './1712-upload-usage';
import { analyticsEvents } from './2120-analytics-events';
import { cutoffs } from './2150-cutoffs';
import { invoiceGroups } from './2152-invoice-groups';
import { libraryRevisions } from './2160-library-revisions';
import { uploads } from './2170-uploads';
import { orderRevisions } from './2180-order-revisions';
import { exportRetention } from './2311-export-retention';
import { emailVerified } from './2313-email-verified';
import { productPictures } from './2420-product-pictures';
import { mailSends } from './2476-mail-sends';
import { throttleScopes } from './2478-throttle-scopes';
import { passwordResets } from './2500-password-resets';
import { exportLibraryRevision } from './2479-export-library-revision';
import { confirmedLinks } from './2573-confirmed-links';
import { recentlyDeleted } from './2600-recently-deleted';
import { photoContentHash } from './2610-photo-content-hash';
import { signedInDevices } from './2620-signed-in-devices';
import { orderTracking } from './2630-order-tracking';
import { personalData } from './2631-personal-data';

/** Every migration, in order. Names are permanent: never rename one that has shipped. */
const migrations: Record<string, Migration> = {
  '0001-accounts': accounts,
  '0002-oidc-models': oidcModels,
  '0003-photos': photos,
  '0004-login-attempts': loginAttempts,
  '0005-photo-library': photoLibrary,
  '0200-account-extras': accountExtras,
  '0100-orders': orders,
  '0300-selections-downloads': selectionsDownloads,
  '0500-account-settings': accountSettings,
  '0600-albums': albums,
  '0710-exports': exportsTable,
  '0720-activations': activations,
  '0730-photos-by-account-id': exportsPhotoOrder,
  '1705-download-limits': downloadLimits,
  '1710-share-sends': shareSends,
  '1712-upload-usage': uploadUsage,
  '2120-analytics-events': analyticsEvents,
  '2150-cutoffs': cutoffs,
  '2152-invoice-groups': invoiceGroups,
  '2160-library-revisions': libraryRevisions,
  '2170-uploads': uploads,
  '2180-order-revisions': orderRevisions,
  '2311-export-retention': exportRetention,
  '2313-email-verified': emailVerified,
  '2420-product-pictures': productPictures,
  '2476-mail-sends': mailSends,
  '2478-throttle-scopes': throttleScopes,
  '2479-export-library-revision': exportLibraryRevision,
  '2500-password-resets': passwordResets,
  '2573-confirmed-links': confirmedLinks,
  '2600-recently-deleted': recentlyDeleted,
  '2610-photo-content-hash': photoContentHash,
  '2620-signed-in-devices': signedInDevices,
  '2630-order-tracking': orderTracking,
  '2631-personal-data': personalData,
};

export const migrationProvider: MigrationProvider = {
  async getMigrations() {
    return migrations;
  },
};
