import { SUPPORT_CHECK } from './browser-support';
import { REVEAL_DEFERRED } from './deferred';
import { FLAGS_COOKIE, FLAGS_STORAGE_KEY } from './flags';
import { HOLD_REMIX_DATA, START_SCRIPTS_AFTER_PHOTOS } from './scripts-after-photos';

// The ES5 strings here and in deferred.ts and scripts-after-photos.tsx quote their names ('${NAME}':
// plain identifiers) rather than call JSON.stringify: a call at module level is kept in the
// browser's bundle, and with it the chunk that holds it, on every page.

/** Set on window by the boot script: this browser has what the app's scripts need (entry.client.tsx reads it). */
const SCRIPTS_MAY_START = '__keepsakeScripts';

/** Set on <html> once the app has hydrated (root.tsx): styles for a page the scripts run. */
export const HYDRATED_ATTRIBUTE = 'data-js';

/**
 * ES5 (the boot script's): the feature flags kept in local storage mirrored into a cookie, so the
 * server renders with them. The cookie is compared whole (a value that is a prefix of the old one
 * is a change) and cleared when the entry is gone. When it changed, this page was rendered without
 * it: the scripts do not start and the same address is asked again at once, so the flags apply
 * from the first page the customer sees. A cookie the browser would not keep asks nothing again.
 */
const SYNC_FLAGS = `var c='${FLAGS_COOKIE}',g=function(){var l=document.cookie.split('; ');for(var i=0;i<l.length;i++)if(l[i].indexOf(c+'=')===0)return l[i].slice(c.length+1);return null};var f=s.getItem('${FLAGS_STORAGE_KEY}'),v=f===null?null:encodeURIComponent(f);if(g()!==v){document.cookie=c+'='+(v===null?';max-age=0':v+';max-age=31536000')+';path=/;samesite=lax';if(g()===v){window['${SCRIPTS_MAY_START}']=false;location.replace(location.href);}}`;

/**
 * The one inline script (nonce'd), before any of Remix's. It first checks that the browser has
 * what the app's scripts need (browser-support.ts, decision 2301); a browser that does not keeps
 * the server's HTML, as with JavaScript off: entry.client.tsx does not hydrate. Otherwise it
 * says the scripts may start (`window[SCRIPTS_MAY_START]`), sends browsers that block cookies or
 * storage to the explanation page, and mirrors the feature flags kept in local storage into a
 * cookie so the server renders with them. The scripts themselves start once the first screen's
 * photos are in (scripts-after-photos.tsx, decision 2590). Where they do not start, or Remix's
 * module fails to load, it puts into the page what the server's HTML holds for that case only
 * (deferred.ts). Styles for a page the scripts have taken over key on `data-js`, which the root
 * sets once it has hydrated (decision 2303): a bundle that never loads leaves every control of the server's page
 * in place.
 * Only the server writes it (`import.meta.env.SSR` is fixed at build time): the browser's copy
 * of the root never renders it again, so its text stays out of the browser's bundle.
 */
export const bootScript = !import.meta.env.SSR ? '' : `(function(){var r=${REVEAL_DEFERRED};${HOLD_REMIX_DATA}if(!${SUPPORT_CHECK}){try{document.addEventListener('DOMContentLoaded',r)}catch(e){}return;}window['${SCRIPTS_MAY_START}']=true;document.addEventListener('DOMContentLoaded',function(){if(window['${SCRIPTS_MAY_START}'])(${START_SCRIPTS_AFTER_PHOTOS})()});try{var s=window.localStorage;var k='__ks';s.setItem(k,'1');s.removeItem(k);if(!navigator.cookieEnabled)throw 0;
${SYNC_FLAGS}
}catch(e){if(location.pathname!=='/cookies-blocked')location.replace('/cookies-blocked');}})();`;
