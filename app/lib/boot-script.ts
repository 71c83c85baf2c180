import { FLAGS_COOKIE, FLAGS_STORAGE_KEY } from './flags';

/**
 * The one inline script (nonce'd): marks the document `data-js` before the first paint (styles
 * that only make sense with scripts, such as tooltip overlays that Escape dismisses: decision
 * 1840), sends browsers that block cookies or storage to the explanation page, and mirrors the
 * feature flags kept in local storage into a cookie so the server renders with them.
 */
export const bootScript = `(function(){document.documentElement.setAttribute('data-js','');try{var s=window.localStorage;var k='__ks';s.setItem(k,'1');s.removeItem(k);if(!navigator.cookieEnabled)throw 0;
var f=s.getItem(${JSON.stringify(FLAGS_STORAGE_KEY)});var c=${JSON.stringify(FLAGS_COOKIE)};
if(f!==null&&document.cookie.indexOf(c+'='+encodeURIComponent(f))<0){document.cookie=c+'='+encodeURIComponent(f)+';path=/;max-age=31536000;samesite=lax';}
}catch(e){if(location.pathname!=='/cookies-blocked')location.replace('/cookies-blocked');}})();`;
