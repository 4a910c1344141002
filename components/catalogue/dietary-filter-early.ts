import { cartStorageKey } from "@/lib/cart/storage";
import { MAX_STORED_PROPERTY_IDS, oldDietaryFilterKey } from "@/lib/cart/stored-dietary-filter";

/**
 * The guest's stored dietary filter, applied before the first paint (issue 30 item 5). The page is every
 * guest's (cached), and the bar's style (dietary-filter-css.ts) comes with hydration, seconds after the
 * paint on a slow phone: until then a guest who hides nut dishes saw them. This script, inline where the
 * filter's row is (before the dishes), reads the filter kept for its licence (`data-licence`): the cart's
 * localStorage entry (`{"state": {..., "dietaryFilter": {...}}}`, lib/cart/store.ts), or, while that holds none,
 * the key the filter had before it joined the cart, which the cart store moves in once it exists. It keeps only
 * the menu's properties (`data-properties`) with avoid winning over require, as dietaryFilterFor does, and
 * adds a style that hides by the dishes' properties (`data-dish-props` on cards and list items): a dish with
 * an avoided property, or without a required one. The bar removes it once hydrated (its own style, by dish,
 * takes over, and can show them again). Tested against dishesHiddenByDietaryFilter.
 *
 * ES5: it runs before any polyfill. Anything unreadable applies nothing.
 */
export const DIETARY_EARLY_ID = "carte-dietary-early";

const CART_PREFIX = cartStorageKey("");
const OLD_PREFIX = oldDietaryFilterKey("");

export const DIETARY_EARLY_SCRIPT = `(function(){var d=document,s=d.currentScript;if(!s||d.getElementById("${DIETARY_EARLY_ID}"))return;
var k=s.getAttribute("data-licence"),c,f;try{c=JSON.parse(localStorage.getItem("${CART_PREFIX}"+k)||"null");c=c&&c.state}catch(e){c=null}
try{f=c&&typeof c==="object"&&"dietaryFilter" in c?c.dietaryFilter:JSON.parse(localStorage.getItem("${OLD_PREFIX}"+k)||"null")}catch(e){return}if(!f||typeof f!=="object")return;
var known=(s.getAttribute("data-properties")||"").split(" ");
function ids(v){if(!(v instanceof Array)||v.length>${MAX_STORED_PROPERTY_IDS})return null;var o=[];for(var i=0;i<v.length;i++){var n=v[i];if(typeof n!=="number"||n<1||n%1!==0||n>9007199254740991)return null;if(known.indexOf(String(n))>=0&&o.indexOf(n)<0)o.push(n)}return o}
var a=ids(f.avoid),r=ids(f.require),rules=[],i;if(!a||!r)return;
for(i=0;i<a.length;i++)rules.push('[data-dish-props~="'+a[i]+'"]');
for(i=0;i<r.length;i++)if(a.indexOf(r[i])<0)rules.push('[data-dish-props]:not([data-dish-props~="'+r[i]+'"])');
if(!rules.length)return;var st=d.createElement("style");st.id="${DIETARY_EARLY_ID}";st.textContent=rules.join(",")+"{display:none}";d.head.appendChild(st)})();`.replace(
  /\n/g,
  "",
);

/** Takes the early style away once the bar's own applies the filter. */
export function removeEarlyDietaryStyle(): void {
  document.getElementById(DIETARY_EARLY_ID)?.remove();
}
