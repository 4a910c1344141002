/**
 * The page's tap keeper, inlined at the top of every page's body (held-taps.tsx) so it runs before the
 * first paint, before any of Next's chunks. A tap (a click, also Enter on a focused button) on an
 * element marked `data-replay-tap="{key}"` whose component has not yet taken over is held: its default
 * (a form's submission, which would reload the page) is prevented, it never reaches React, and it is
 * kept, one per key, for use-held-tap.ts to run once the component has hydrated.
 *
 * Where the server judged a tap to have one meaning (lib/domain/early-add.ts) the button also carries
 * `data-early-line`, the cart line it adds: the tap is then done at once (held as 2, "added early").
 * With `data-early-unless-order` too (a partner or table-tab venue) only while the cart's stored state
 * holds no active order that is not awaiting payment: a device that joined the table's order adds to it,
 * which is the page's code to do, so that tap waits for hydration.
 * The line goes to sessionStorage beside the cart's own entry (lib/cart/early-lines.ts), which the cart
 * store takes in when it exists (a `carte:early-line` event tells a store already there), and the
 * header's cart (`data-early-cart`, its storage key) shows the new count until React's own takes over.
 * Its count is the cart entry's quantities plus the early lines' (totalQuantity of lib/cart/lines.ts),
 * in the digits and words the server wrote on it. A note typed in the form's text box is the page's
 * to read: that tap waits for hydration.
 *
 * A `<select>` so marked (the header's language) opens and changes as the browser's own control before
 * hydration; its last choice is held as "=" and the value, for the component to make once it has taken over.
 *
 * Why (issue 27): the page paints seconds before it hydrates on a slow phone, and the scripts start on
 * the guest's first tap (server/http/script-loader.ts), so that tap reached a button with no handler
 * yet and was lost. A second tap before hydration is the same request again, not a second add.
 *
 * A capture listener on the window runs before React's listeners on the document. ES5: it runs before
 * any polyfill. `live` counts each key's mounted components; their taps pass through untouched.
 */
export const HELD_TAP_SCRIPT = `(function(){var w=self,d=document;if(w.__carteTaps)return;var t=w.__carteTaps={held:{},live:{}};
function typed(f){if(!f)return 0;for(var i=0;i<f.elements.length;i++){var x=f.elements[i];if(x.tagName==="TEXTAREA"&&x.value.trim())return 1}return 0}
function show(c,s,k,q){var e=JSON.parse(s.getItem(k)||"null"),st=e&&e.state||{},p=(st.products||[]).concat(q),n=0,i;if(st.activeOrder)return;
for(i=0;i<p.length;i++)n+=+p[i].qty||0;var g=c.getAttribute("data-early-digits")||"0123456789",l=JSON.parse(c.getAttribute("data-early-labels")||"[]");
c.setAttribute("data-early-count",String(n).replace(/[0-9]/g,function(x){return g.charAt(+x)}));if(l[n])c.setAttribute("aria-label",l[n])}
function early(el){var line=el.getAttribute("data-early-line"),c=d.querySelector("[data-early-cart]");if(!line||!c||typed(el.form))return 0;
var s,k=c.getAttribute("data-early-cart"),q,o;try{s=w.sessionStorage;if(el.hasAttribute("data-early-unless-order")){o=JSON.parse(s.getItem(k)||"null");o=o&&o.state||{};if(o.activeOrder&&!o.awaitingPayment)return 0}q=JSON.parse(s.getItem(k+":early")||"[]");q.push(JSON.parse(line));s.setItem(k+":early",JSON.stringify(q))}catch(e){return 0}
try{show(c,s,k,q)}catch(e){}try{w.dispatchEvent(new Event("carte:early-line"))}catch(e){}return 1}
w.addEventListener("click",function(e){var n=e.target,el=n&&n.closest?n.closest("[data-replay-tap]"):null;if(!el||el.tagName==="SELECT")return;
var k=el.getAttribute("data-replay-tap");if(t.live[k]>0)return;e.preventDefault();e.stopImmediatePropagation();if(t.held[k])return;t.held[k]=early(el)?2:1},true);
w.addEventListener("change",function(e){var el=e.target,k=el&&el.tagName==="SELECT"&&el.getAttribute("data-replay-tap");if(!k||t.live[k]>0)return;t.held[k]="="+el.value},true)})();`.replace(
  /\n/g,
  "",
);

/** The event the script sends on the window after it added a line early. */
export const EARLY_LINE_EVENT = "carte:early-line";

/** What the script keeps on the window. */
export interface HeldTaps {
  /**
   * Keys tapped before their component took over: 1 to run the tap, 2 when its line was added early,
   * "=" and a value for a select's choice.
   */
  held: Record<string, 1 | 2 | `=${string}` | undefined>;
  /** How many mounted components answer each key's taps themselves. */
  live: Record<string, number | undefined>;
}
