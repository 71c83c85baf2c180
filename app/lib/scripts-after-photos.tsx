import type { ReactNode } from 'react';

/**
 * The page's scripts start once the first screen's photos have come (decision 2590). On a slow
 * line every transfer shares it, so script files asked for beside the photos make the photos
 * late; the page works before hydration, so the scripts are what waits. The server writes the
 * script elements (the dictionary's, Remix's module preloads, its context and its module) into
 * a `<template>`, which a browser parses without fetching or running anything; the boot script
 * (boot-script.ts) puts a copy into the page once the photos the server marked for the first
 * screen (`fetchpriority="high"`) have loaded or failed, or after CAP_MS.
 */
const SCRIPTS_TEMPLATE = 'ks-scripts';

/** The longest the scripts wait for the first screen's photos. */
const CAP_MS = 8000;

/**
 * ES5, run first: until Remix's context script runs, `window.__remixContext` is a stand-in
 * whose stream keeps what the page's data scripts (written after `</html>`, so parsed before the
 * template's copy runs) give it, in `d`; the context script's assignment replaces the stand-in.
 * A browser that never starts the scripts keeps the stand-in, which takes and keeps the data.
 */
export const HOLD_REMIX_DATA = `var d=[];try{Object.defineProperty(window,'__remixContext',{configurable:true,get:function(){return{streamController:{enqueue:function(v){d.push(v)},close:function(){d.push(null)}}}},set:function(v){Object.defineProperty(window,'__remixContext',{value:v,writable:true,configurable:true,enumerable:true})}})}catch(e){}`;

/**
 * ES5: a function that starts the scripts when the first screen's photos are in. The dictionary's
 * script goes first and the rest once it has run or failed (the entry reads the dictionary when it
 * hydrates); the data kept in `d` then goes to Remix's stream; `r` (the deferred content's reveal)
 * runs should Remix's module fail to load.
 */
export const START_SCRIPTS_AFTER_PHOTOS = `function(){var t=document.getElementById('${SCRIPTS_TEMPLATE}');if(!t||!t.content)return;var l=document.querySelectorAll('img[fetchpriority=high]'),n=1,s=0,i;
function go(){if(s)return;s=1;var f=document.importNode(t.content,true),m=f.firstChild,x=f.querySelector('script[type=module]');if(x)x.addEventListener('error',r);
function rest(){document.body.appendChild(f);var w=window.__remixContext,c=w&&w.streamController;for(var j=0;c&&j<d.length;j++){if(d[j]===null)c.close();else c.enqueue(d[j])}d=[]}
if(m&&m.nodeName==='SCRIPT'&&m.src){f.removeChild(m);m.onload=m.onerror=rest;document.body.appendChild(m)}else rest()}
function one(){if(--n===0)go()}
for(i=0;i<l.length;i++)if(!l[i].complete){n++;l[i].addEventListener('load',one);l[i].addEventListener('error',one)}
setTimeout(go,${CAP_MS});one()}`;

/**
 * The scripts' elements as the server writes them; the browser's render keeps the template empty
 * (its content is a copy the boot script takes; React does not hydrate inside it).
 */
export function ScriptsAfterPhotos({ children }: { children: ReactNode }) {
  return import.meta.env.SSR ? (
    <template id={SCRIPTS_TEMPLATE}>{children}</template>
  ) : (
    <template id={SCRIPTS_TEMPLATE} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />
  );
}
