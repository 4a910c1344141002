// Rewrites Next's chunk scripts in a page's HTML stream so they load after the first paint
// (script-loader.ts says why): each `<script src="/_next/static/….js" async=""></script>` becomes an
// inline call that queues its URL (the first also defines the loader), and Next's
// `<link rel="preload" as="script">` of those chunks goes, since a preload would fetch them before the
// paint again. Runs on Next's bytes before the nonce is written (nonce-injector.ts), so the inline
// calls get the page's nonce like every other script. Only the exact tags React writes are touched;
// anything else passes as it came.
import { SCRIPT_LOADER } from "./script-loader";

const CHUNK = String.raw`\/_next\/static\/[A-Za-z0-9._~\/-]{1,200}\.js`;
const SCRIPT = new RegExp(String.raw`<script src="(${CHUNK})" async=""><\/script>`, "y");
const PRELOAD = new RegExp(
  String.raw`<link rel="preload" (?:as="script" fetchPriority="low" href="${CHUNK}"|href="${CHUNK}" as="script" fetchPriority="low")\/>`,
  "y",
);
const SCRIPT_START = '<script src="/_next/static/';
const PRELOAD_STARTS = ['<link rel="preload" as="script" ', '<link rel="preload" href="/_next/static/'];
// Longer than any tag the patterns accept: a tail this long that has not matched never will (and only
// tails shorter than this are looked at, so a page costs one pass however many tags it has).
const HOLD_MAX = 400;
const EMPTY = Buffer.alloc(0);

/** Whether `rest` (the text from a "<" to the end of the data so far) may still become a tag we rewrite. */
function mayBecomeTag(rest: string): boolean {
  const ends: [string, string][] = [[SCRIPT_START, "</script>"], ...PRELOAD_STARTS.map((start): [string, string] => [start, ">"])];
  return ends.some(([start, end]) =>
    rest.length <= start.length ? start.startsWith(rest) : rest.startsWith(start) && !rest.includes(end),
  );
}

/** One response's deferrer (createScriptDeferrer). */
export interface ScriptDeferrer {
  push(data: Buffer): Buffer;
  end(): Buffer;
}

/** A stateful deferrer for one response: push() each chunk, write what it returns, then write end(). */
export function createScriptDeferrer(): ScriptDeferrer {
  let carry = "";
  let defined = false;

  function call(src: string): string {
    const text = `${defined ? "" : SCRIPT_LOADER}self.__carteScripts.load(${JSON.stringify(src)})`;
    defined = true;
    return `<script>${text}</script>`;
  }

  // latin1 maps each byte to one character, so multi-byte UTF-8 split across chunks passes intact.
  function scan(text: string, final: boolean): Buffer {
    let out = "";
    let start = 0;
    let at = text.indexOf("<");
    while (at !== -1) {
      SCRIPT.lastIndex = at;
      const script = SCRIPT.exec(text);
      if (script) {
        out += text.slice(start, at) + call(script[1] ?? "");
        start = SCRIPT.lastIndex;
      } else {
        PRELOAD.lastIndex = at;
        if (PRELOAD.test(text)) {
          out += text.slice(start, at);
          start = PRELOAD.lastIndex;
        } else if (!final && text.length - at < HOLD_MAX && mayBecomeTag(text.slice(at))) {
          carry = text.slice(at);
          return Buffer.from(out + text.slice(start, at), "latin1");
        }
      }
      at = text.indexOf("<", Math.max(at + 1, start));
    }
    carry = "";
    return Buffer.from(out + text.slice(start), "latin1");
  }

  return {
    push(data) {
      return data.length === 0 && carry === "" ? EMPTY : scan(carry + data.toString("latin1"), false);
    },
    end() {
      return carry === "" ? EMPTY : scan(carry, true);
    },
  };
}

/** The whole of an HTML text with its chunk scripts deferred (tests and whole bodies). */
export function deferScripts(html: string): string {
  const deferrer = createScriptDeferrer();
  return Buffer.concat([deferrer.push(Buffer.from(html)), deferrer.end()]).toString("utf8");
}
