// Which stored photos are the demo's drawn illustrations rather than pictures of the home:
// the demo's simulated portals live on the reserved `.example` domain (RFC 2606), where no
// real host serves a photo, so any copy we hold of such a URL was drawn by the demo
// (lib/ingest/demo-feeds/demo-photos.ts). The site says so next to them.

/** Whether a photo's source URL is one of the demo's drawn illustrations. */
export function isDemoIllustration(sourceUrl: string): boolean {
  try {
    return new URL(sourceUrl).hostname.endsWith(".example");
  } catch {
    return false;
  }
}
