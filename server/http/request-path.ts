// Request paths that are not percent-encoded UTF-8 (/%ff%fe/): Next's router cannot decode them and
// the page answered 500 (issue 10 item 3). The front server rewrites each bad segment to what a
// browser shows for it (U+FFFD for each bad byte), which matches no page: the not-found screen, 404.

function isDecodable(text: string): boolean {
  try {
    decodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}

const decoder = new TextDecoder("utf-8", { fatal: false });

/** One path segment as valid percent-encoding: bytes that are not UTF-8 become U+FFFD, a stray "%" itself. */
function repairSegment(segment: string): string {
  if (isDecodable(segment)) return segment;
  const bytes: number[] = [];
  for (let index = 0; index < segment.length;) {
    if (segment[index] === "%" && /^[0-9a-fA-F]{2}$/.test(segment.slice(index + 1, index + 3))) {
      bytes.push(Number.parseInt(segment.slice(index + 1, index + 3), 16));
      index += 3;
    } else {
      const character = String.fromCodePoint(segment.codePointAt(index) ?? 0xfffd);
      bytes.push(...Buffer.from(character, "utf8"));
      index += character.length;
    }
  }
  return encodeURIComponent(decoder.decode(Uint8Array.from(bytes)));
}

/** The request target (path and query) with its path made decodable; unchanged when it already is. */
export function repairRequestTarget(target: string): string {
  const queryAt = target.indexOf("?");
  const path = queryAt === -1 ? target : target.slice(0, queryAt);
  if (isDecodable(path)) return target;
  return path.split("/").map(repairSegment).join("/") + (queryAt === -1 ? "" : target.slice(queryAt));
}
