/**
 * What a page holds for browsers whose scripts do not run, where a plain `<noscript>` would miss
 * those whose scripts failed (the download modal's refresh, decision 2584; never content: no
 * photo waits for the scripts, decision 2545). It sits in a `<noscript>` carrying
 * DEFERRED_ATTRIBUTE, which a browser with scripting on does not parse, and which one without
 * JavaScript reads as it is. Where the scripts do not start, the boot script (boot-script.ts)
 * puts it into the page with REVEAL_DEFERRED; should the entry start all the same,
 * entry.client.tsx puts each `<noscript>` back before hydrating, from the pairs kept in
 * `window[REVEALED]` (a name it writes out).
 */
export const DEFERRED_ATTRIBUTE = 'data-deferred';
const REVEALED = '__keepsakeRevealed';

/** ES5 (the boot script's): each deferred `<noscript>` replaced by the element its text holds. */
export const REVEAL_DEFERRED = `function(){var l=document.querySelectorAll('noscript[${DEFERRED_ATTRIBUTE}]'),k=window['${REVEALED}']=[];for(var i=0;i<l.length;i++){var n=l[i],d=document.createElement('div');d.innerHTML=n.textContent;var e=d.firstChild;if(e){n.parentNode.replaceChild(e,n);k.push([n,e]);}}}`;
