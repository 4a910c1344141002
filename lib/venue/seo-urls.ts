/** An image or link address made absolute on `origin`; protocol-relative addresses get https. */
export function absoluteUrl(origin: string, url: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return url;
  if (url.startsWith("//")) return `https:${url}`;
  return new URL(url, `${origin}/`).toString();
}

/** "/category/3" -> "/category/3/": the app's paths end with a slash (trailingSlash). */
export function normalisePath(path: string): string {
  const withLead = path.startsWith("/") ? path : `/${path}`;
  return withLead.endsWith("/") ? withLead : `${withLead}/`;
}
