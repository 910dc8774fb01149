// sitemaps.org XML: a sitemap index and url sets. Written by hand (Next's sitemap
// metadata route makes one file; the site needs an index over cached files).
export type SitemapEntry = { url: string; lastModified?: Date; changeFrequency?: string; priority?: number };

const escape = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

export function sitemapIndexXml(locations: string[]): string {
  const items = locations.map((loc) => `<sitemap><loc>${escape(loc)}</loc></sitemap>`).join("\n");
  return `${HEAD}<sitemapindex ${NS}>\n${items}\n</sitemapindex>\n`;
}

export function urlSetXml(entries: SitemapEntry[]): string {
  const items = entries.map((e) => {
    const parts = [`<loc>${escape(e.url)}</loc>`];
    if (e.lastModified) parts.push(`<lastmod>${e.lastModified.toISOString()}</lastmod>`);
    if (e.changeFrequency) parts.push(`<changefreq>${e.changeFrequency}</changefreq>`);
    if (e.priority !== undefined) parts.push(`<priority>${e.priority}</priority>`);
    return `<url>${parts.join("")}</url>`;
  });
  return `${HEAD}<urlset ${NS}>\n${items.join("\n")}\n</urlset>\n`;
}

export function xmlResponse(body: string): Response {
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=600" },
  });
}
