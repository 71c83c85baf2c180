import { type RouteConfig, index, layout, route } from '@remix-run/route-config';

/** The route table, in the order of the spec's tables. */
export default [
  layout('account/routes/_account.tsx', [
    index('account/routes/home.tsx'),
    route('my-photos', 'photos/routes/my-photos.tsx'),
    route('my-photos/photos', 'photos/routes/my-photos.photos.tsx', [
      route('upload', 'photos/routes/my-photos.photos.upload.tsx'),
      // Selection mode's modals (decision 0401).
      route('delete', 'photos/routes/my-photos.photos.delete.tsx'),
      route('download', 'photos/routes/my-photos.photos.download.tsx'),
      route('delete-all', 'photos/routes/my-photos.photos.delete-all.tsx'),
      route('order-prints', 'photos/routes/my-photos.photos.order-prints.tsx'),
      // Copy to album (decision 0613).
      route('copy', 'albums/routes/my-photos.photos.copy.tsx'),
      // The create-export modal (decision 0714) and the storage-status modal (decision 0702).
      route('export', 'photos/exports/routes/my-photos.photos.export.tsx'),
      route('storage', 'photos/storage/routes/my-photos.photos.storage.tsx'),
      // Closing the welcome note (decision 2491).
      route('welcome', 'photos/welcome/routes/my-photos.photos.welcome.ts'),
    ]),
    // 'Jump to a month' as a page of its own (decision 2202).
    route('my-photos/photos/months', 'photos/routes/my-photos.photos.months.tsx'),
    // Recently deleted (decision 2600): the page, its Empty confirmation and the toasts' Undo.
    route('my-photos/recently-deleted', 'photos/bin/routes/my-photos.recently-deleted.tsx', [route('empty', 'photos/bin/routes/my-photos.recently-deleted.empty.tsx')]),
    route('my-photos/recently-deleted/undo', 'photos/bin/routes/my-photos.recently-deleted.undo.ts'),
    // The export page (decision 0715).
    route('my-photos/exports/:backupId', 'photos/exports/routes/my-photos.exports.$backupId.tsx'),
    route('my-photos/albums', 'albums/routes/my-photos.albums.tsx', [
      // albums list children (decision 0610)
      route('new', 'albums/routes/my-photos.albums.new.tsx'),
    ]),
    route('my-photos/albums/:id', 'albums/routes/my-photos.albums.$id.tsx', [
      // album page children (decision 0620): modals, and resource routes for its islands
      route('page', 'albums/routes/my-photos.albums.$id.page.ts'),
      route('ids', 'albums/routes/my-photos.albums.$id.ids.ts'),
      route('upload', 'albums/routes/my-photos.albums.$id.upload.tsx'),
      route('upload/file', 'albums/routes/my-photos.albums.$id.upload.file.ts'),
      route('copy', 'albums/routes/my-photos.albums.$id.copy.tsx'),
      route('remove', 'albums/routes/my-photos.albums.$id.remove.tsx'),
      route('order-prints', 'albums/routes/my-photos.albums.$id.order-prints.tsx'),
      route('delete', 'albums/routes/my-photos.albums.$id.delete.tsx'),
      route('download', 'albums/routes/my-photos.albums.$id.download.tsx'),
    ]),
    route('my-photos/shared-albums/:id', 'albums/routes/my-photos.shared-albums.$id.tsx', [
      // shared album page children (decision 0620)
      route('page', 'albums/routes/my-photos.shared-albums.$id.page.ts'),
      route('ids', 'albums/routes/my-photos.shared-albums.$id.ids.ts'),
      route('participants', 'albums/routes/my-photos.shared-albums.$id.participants.tsx'),
      route('delete', 'albums/routes/my-photos.shared-albums.$id.delete.tsx'),
      route('download/:photoId', 'albums/routes/my-photos.shared-albums.$id.download.$photoId.ts'),
      route('download', 'albums/routes/my-photos.shared-albums.$id.download.tsx'),
    ]),
    route('orders', 'orders/routes/orders.tsx'),
    route('orders/:orderCode', 'orders/routes/orders.$orderCode.tsx'),
    route('orders/:orderCode/products/:productCode/pdf', 'orders/routes/orders.$orderCode.products.$productCode.pdf.ts'),
    route('orders/:orderCode/receipt', 'orders/routes/orders.$orderCode.receipt.ts'),
    route('saved-projects', 'projects/routes/saved-projects.tsx', [route(':id/delete', 'projects/routes/saved-projects.$id.delete.tsx')]),
    // A saved project in the editor (decision 1960): the ownership check, then a redirect there.
    route('saved-projects/:id/open', 'projects/routes/saved-projects.$id.open.ts'),
    route('online-products', 'widgets/routes/online-products.tsx'),
    route('online-products/:productCode', 'widgets/routes/online-products.$productCode.tsx', [
      route('reset', 'widgets/routes/online-products.$productCode.reset.tsx'),
      route('delete', 'widgets/routes/online-products.$productCode.delete.tsx'),
    ]),
    route('invoices', 'invoices/routes/invoices.tsx'),
    // An invoice's PDF as a download (a resource route).
    route('invoices/:id/pdf', 'invoices/routes/invoices.$id.pdf.ts'),
    // A b2b invoice group's PDF (decision 2152).
    route('invoices/groups/:id/pdf', 'invoices/routes/invoices.groups.$id.pdf.ts'),
    // Downloads: the zip archives of photo downloads (decision 1705).
    route('downloads', 'downloads/routes/downloads.tsx'),
    // Settings (decision 0500). The business variants share their module with the normal ones.
    route('settings', 'settings/routes/settings.tsx'),
    route('settings/b2b', 'settings/routes/settings.tsx', { id: 'settings/routes/settings.b2b' }),
    route('settings/personal-details', 'settings/routes/settings.personal-details.tsx'),
    route('settings/payment-method', 'settings/routes/settings.payment-method.tsx'),
    route('settings/email', 'settings/routes/settings.email.tsx'),
    route('settings/b2b/email', 'settings/routes/settings.email.tsx', {
      id: 'settings/routes/settings.b2b.email',
    }),
    route('settings/new-address', 'settings/routes/settings.new-address.tsx'),
    route('settings/b2b/new-address', 'settings/routes/settings.new-address.tsx', {
      id: 'settings/routes/settings.b2b.new-address',
    }),
    route('settings/address/:id', 'settings/routes/settings.address.$id.tsx'),
    route('settings/b2b/address/:id', 'settings/routes/settings.address.$id.tsx', {
      id: 'settings/routes/settings.b2b.address.$id',
    }),
    route('settings/addresses/all', 'settings/routes/settings.addresses.all.tsx'),
    // Password change and signed-in devices, where the auth service offers them (decision 2620).
    route('settings/password', 'settings/security/routes/settings.password.tsx'),
    route('settings/devices', 'settings/security/routes/settings.devices.tsx'),
    route('settings/my-data', 'settings/my-data/routes/settings.my-data.tsx'),
    route('settings/my-data/:id/download', 'settings/my-data/routes/settings.my-data.$id.download.ts'),
    route('integration', 'integration/routes/integration.tsx'),
    // The keyboard shortcuts, linked from the shell's footer (decision 1841).
    route('keyboard-shortcuts', 'keyboard/routes/keyboard-shortcuts.tsx'),
    // The account's 404 page where a resource route stands (decision 1910): server.ts renders it.
    route('not-found', 'account/routes/not-found.tsx'),
  ]),
  // Confirmation pages reached from an e-mail (decision 0520): outside the menu shell.
  route('change-email-confirmation', 'confirmations/routes/change-email-confirmation.tsx'),
  route('change-email-success', 'confirmations/routes/change-email-success.tsx'),
  route('change-email-error', 'confirmations/routes/change-email-error.tsx'),
  route('delete-account-confirmation', 'confirmations/routes/delete-account-confirmation.tsx'),
  route('account-deleted', 'confirmations/routes/account-deleted.tsx'),
  route('delete-account-error', 'confirmations/routes/delete-account-error.tsx'),
  route('subscription-confirmation', 'confirmations/routes/subscription-confirmation.tsx'),
  route('subscription-confirmation-success', 'confirmations/routes/subscription-confirmation-success.tsx'),
  route('subscription-confirmation-error', 'confirmations/routes/subscription-confirmation-error.tsx'),
  // The full-screen preview has its own layout (no menu shell); its loader requires the customer.
  route(
    'my-photos/photos/preview/:id',
    'photos/routes/my-photos.photos.preview.$id.tsx',
    // Copy to album for the previewed photo (decision 0613).
    [route('copy', 'albums/routes/my-photos.photos.preview.$id.copy.tsx')]
  ),
  // Album photo previews (decision 0620): full screen too.
  route('my-photos/albums/:id/preview/:photoId', 'albums/routes/my-photos.albums.$id.preview.$photoId.tsx', [
    route('copy', 'albums/routes/my-photos.albums.$id.preview.$photoId.copy.tsx'),
  ]),
  route('my-photos/shared-albums/:id/preview/:photoId', 'albums/routes/my-photos.shared-albums.$id.preview.$photoId.tsx'),
  // The albums list's next page for its 'Load more' island (cards as data).
  route('my-photos/albums/page', 'albums/routes/my-photos.albums.page.ts'),
  // One page of photos for the timeline's islands (a resource route: tiles as data).
  route('my-photos/photos/page', 'photos/routes/my-photos.photos.page.ts'),
  // The upload island's per-file posts (the same streamed upload, answered as JSON).
  route('my-photos/photos/upload/file', 'photos/routes/my-photos.photos.upload.file.ts'),
  // Resource routes of selection and downloads: one photo's original, a month's ids, an archive's link, the push token.
  route('my-photos/photos/download/:id', 'photos/routes/my-photos.photos.download.$id.ts'),
  route('my-photos/photos/select/month', 'photos/routes/my-photos.photos.select.month.ts'),
  route('downloads/:id/file', 'downloads/routes/downloads.$id.file.ts'),
  route('downloads/:id/url', 'downloads/routes/downloads.$id.url.ts'),
  route('push-token', 'downloads/routes/push-token.ts'),
  // Exports and imports: one export chunk (a redirect to its signed link), and the import activation (status as data, activate as a form post).
  route('my-photos/exports/:backupId/chunks/:iteration', 'photos/exports/routes/my-photos.exports.$backupId.chunks.$iteration.ts'),
  route('my-photos/activation', 'photos/activation/routes/my-photos.activation.tsx'),
  route('logout', 'auth/routes/logout.tsx'),
  route('login', 'auth/routes/login.tsx'),
  route('auth/callback', 'auth/routes/auth.callback.tsx'),
  route('signed-out', 'auth/routes/signed-out.tsx'),
  route('cookies-blocked', 'auth/routes/cookies-blocked.tsx'),
  // Cookie settings (decision 2120): public, the banner's and the footer's form posts here.
  route('cookies', 'consent/routes/cookies.tsx'),
  // The page for a post server.ts refuses (cross-origin: 403, a form over 1 MB: 413).
  route('request-refused', 'account/routes/request-refused.tsx'),
  route('config.json', 'account/routes/config-json.ts'),
  route('locales/:file', 'i18n/routes/locales.ts'),
  route('*', 'account/routes/catch-all.tsx'),
] satisfies RouteConfig;
