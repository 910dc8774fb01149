// The hosts the sources' photos are served from, as next/image remote patterns: photos on
// these hosts go through the image optimiser (resized, modern formats, cached); a photo on
// any other host is shown as the source serves it (docs/decisions.md#photos). Plain
// JavaScript because next.config.js reads it too. tests/site/photo-hosts.test.ts checks
// that every connector's and demo portal's photo URL matches one of them.

/** @type {ReadonlyArray<{ source: string; protocol: "https"; hostname: string; pathname: string }>} */
export const PHOTO_HOSTS = [
  // pisos.ad (pisosad-csv connector) and its image servers.
  { source: "pisos-ad", protocol: "https", hostname: "pisos.ad", pathname: "/**" },
  { source: "pisos-ad", protocol: "https", hostname: "**.pisos.ad", pathname: "/**" },
  // The demo's simulated portals (lib/ingest/demo-feeds/portals.ts): reserved .example
  // domains that never answer, the dead-host case every real feed has.
  { source: "finques-andorra", protocol: "https", hostname: "finques-andorra.example", pathname: "/photos/**" },
  { source: "pisos-pirineu", protocol: "https", hostname: "img.pisos-pirineu.example", pathname: "/**" },
  { source: "immo-andorre", protocol: "https", hostname: "img.immo-andorre.example", pathname: "/**" },
  { source: "andorra-homes", protocol: "https", hostname: "andorra-homes.example", pathname: "/photos/**" },
];

/** next.config.js `images.remotePatterns`. */
export function photoRemotePatterns() {
  return PHOTO_HOSTS.map(({ protocol, hostname, pathname }) => ({ protocol, hostname, pathname }));
}
