/** 000 sections 2 and 9: the client version shown in the drawer and compared with qr_app_version. */
export const CLIENT_VERSION = "1.9.60";

/**
 * The numeric segments of a version ("1.10.0" -> ["1", "10", "0"]), without leading zeros and kept
 * as digit strings so that very long segments still compare exactly; null when it is not a version.
 * A leading "v" is tolerated ("v1.9.61").
 */
export function parseVersion(version: string | number | null | undefined): string[] | null {
  if (version === null || version === undefined) return null;
  if (typeof version === "number" && !Number.isFinite(version)) return null;
  const text = String(version).trim().replace(/^v/i, "");
  if (!/^\d+(\.\d+)*$/.test(text)) return null;
  return text.split(".").map((segment) => segment.replace(/^0+(?=\d)/, ""));
}

/**
 * Segment by segment as numbers, missing trailing segments counting as 0 ("1.9.60" == "1.9.60.0").
 * Something that is not a version compares as "0", below every real release.
 */
export function compareVersions(a: string | number, b: string | number): -1 | 0 | 1 {
  const left = parseVersion(a) ?? ["0"];
  const right = parseVersion(b) ?? ["0"];
  for (let index = 0; index < Math.max(left.length, right.length); index += 1) {
    const order = compareDigits(left[index] ?? "0", right[index] ?? "0");
    if (order !== 0) return order;
  }
  return 0;
}

/**
 * The update banner shows only for a server version strictly above the client's; a missing or
 * malformed qr_app_version never prompts a reload. A JSON number is read as written ("2" or "1.1"),
 * so a venue that means 1.10 must send a string.
 */
export function isUpdateAvailable(serverVersion: string | number | null | undefined, clientVersion: string = CLIENT_VERSION): boolean {
  if (serverVersion === null || serverVersion === undefined || parseVersion(serverVersion) === null) return false;
  return compareVersions(serverVersion, clientVersion) === 1;
}

function compareDigits(a: string, b: string): -1 | 0 | 1 {
  if (a.length !== b.length) return a.length < b.length ? -1 : 1;
  if (a === b) return 0;
  return a < b ? -1 : 1;
}
