/** Business constants, named as in the spec's section 9. */
export const TOAST_AUTO_CLOSE_MS = 5000;
export const MODAL_NOTICE_TIMEOUT_MS = 10_000;
export const DOWNLOAD_LIMIT = 100;
export const TIMELINE_PAGE_SIZE = 24;
export const ALBUM_PAGE_SIZE = 50;
export const PHOTOS_PAGE_SIZE = 500;
export const SHARED_ALBUMS_PAGE_SIZE = 50;
export const SAVED_PROJECTS_PAGE_SIZE = 10;
export const ORDERS_LIST_LIMIT = 100;
export const ORDERS_BY_ACCOUNT_LIMIT = 10;
export const PUSH_SOCKET_LIFETIME_MS = 1_800_000;
