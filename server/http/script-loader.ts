// The page's script loader, written by script-deferral.ts in place of Next's first <script src async>.
// Next's chunks are fetched once the page has painted its content: the first contentful paint has
// happened, the document is parsed and every image marked fetchpriority="high" (the screen's largest
// picture: the landing's cover or its promotion, the product's photo) has arrived; then a frame later, so that
// frame is painted first. Until then the guest reads a server-rendered page whose links work. A tap or
// a key press, a hidden tab, a browser without PerformanceObserver and a 5 s deadline start the
// scripts at once.
//
// Why (issue 13): on a fast connection the chunks arrive within ~100 ms and, run before the first
// paint, delay it and put the whole framework on the largest paint's path. Fetched after it, they
// cost the paint nothing; hydration starts a frame later.
//
// ES5 on purpose: it runs before any polyfill. `loaded` becomes 1 once every script it inserted has
// run, which is what the e2e tests wait for after a navigation (the window's load event no longer
// waits for the scripts).
export const SCRIPT_LOADER = `(function(){var w=self,d=document,q=w.__carteScripts;if(q)return;q=w.__carteScripts=[];q.loaded=0;
var started=0,painted=0,pending=0;
function ran(){if(--pending===0)q.loaded=1}
function add(src){pending++;var s=d.createElement("script");s.src=src;s.async=true;s.onload=s.onerror=ran;d.head.appendChild(s)}
q.load=function(src){started?add(src):q.push(src)};
function go(){if(started)return;started=1;for(var i=0;i<q.length;i++)add(q[i]);if(!pending)q.loaded=1}
function soon(){setTimeout(go,0)}
function heroes(){var l=d.querySelectorAll("img[fetchpriority=high]");for(var i=0;i<l.length;i++)if(!l[i].complete)return 0;return 1}
function check(){if(!started&&painted&&d.readyState!=="loading"&&heroes())requestAnimationFrame(soon)}
if(d.visibilityState!=="visible"||!w.PerformanceObserver||!w.requestAnimationFrame){soon();return}
try{new PerformanceObserver(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){painted=1;observer.disconnect();check()}}).observe({type:"paint",buffered:true})}catch(e){soon();return}
function image(e){if(e.target&&e.target.tagName==="IMG")check()}
d.addEventListener("load",image,true);d.addEventListener("error",image,true);d.addEventListener("DOMContentLoaded",check);
w.addEventListener("load",function(){painted=1;check()});
w.addEventListener("pointerdown",go,{capture:true,passive:true});w.addEventListener("keydown",go,true);
d.addEventListener("visibilitychange",go);setTimeout(go,5000)})();`.replace(/\n/g, "");
