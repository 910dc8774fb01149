// The hosts the sources' photos are served from, in next/image remote-pattern form. Those
// marked `optimise` go through the image optimiser (resized, WebP, cached); a photo on any
// other host is shown as the source serves it (docs/decisions.md#photos). Only these hosts
// are ever fetched by the server (link previews). Plain JavaScript because next.config.js
// reads it too; tests/site/photo-chain.test.ts checks every demo portal's photo URL
// matches one of them.

/** @type {ReadonlyArray<{ source: string; protocol: "https"; hostname: string; pathname: string; optimise: boolean }>} */
export const PHOTO_HOSTS = [
  // pisos.ad (pisosad-csv connector) and its image servers.
  { source: "pisos-ad", protocol: "https", hostname: "pisos.ad", pathname: "/**", optimise: true },
  { source: "pisos-ad", protocol: "https", hostname: "**.pisos.ad", pathname: "/**", optimise: true },
  // The demo's simulated portals (lib/ingest/demo-feeds/portals.ts): reserved .example
  // domains that never answer, the dead-host case every real feed has. Not optimised: the
  // optimiser would only fail on them, and log each failure, for every card.
  {
    source: "finques-andorra",
    protocol: "https",
    hostname: "finques-andorra.example",
    pathname: "/photos/**",
    optimise: false,
  },
  {
    source: "pisos-pirineu",
    protocol: "https",
    hostname: "img.pisos-pirineu.example",
    pathname: "/**",
    optimise: false,
  },
  { source: "immo-andorre", protocol: "https", hostname: "img.immo-andorre.example", pathname: "/**", optimise: false },
  {
    source: "andorra-homes",
    protocol: "https",
    hostname: "andorra-homes.example",
    pathname: "/photos/**",
    optimise: false,
  },
];

/** next.config.js `images.remotePatterns`: the hosts marked `optimise`. */
export function photoRemotePatterns() {
  return PHOTO_HOSTS.filter((h) => h.optimise).map(({ protocol, hostname, pathname }) => ({
    protocol,
    hostname,
    pathname,
  }));
}
