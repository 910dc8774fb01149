// The photo fallback chain (lib/site/photo-chain.ts): photos in order, then the location
// picture; which photos the optimiser may take (next.config.js remote patterns); and every
// photo URL the demo's portals publish is on a known host.
import { describe, expect, it } from "vitest";
import { loadBaseHomes } from "@/lib/ingest/demo-feeds/homes";
import { DEMO_PORTALS } from "@/lib/ingest/demo-feeds/portals";
import { publishOnPortal } from "@/lib/ingest/demo-feeds/publish";
import {
  isKnownPhotoHost,
  isOptimisedPhoto,
  nextAfterFailure,
  pictureChain,
  workingPhotos,
} from "@/lib/site/photo-chain";
import { photoRemotePatterns } from "@/lib/site/photo-hosts";

const ID = "0f8fad5b-d9cb-469f-a165-70867728950e";

describe("pictureChain", () => {
  it("keeps distinct web photos in order, up to the cap, then the location picture", () => {
    const chain = pictureChain(
      ID,
      [
        "https://cdn.pisos.ad/a.jpg",
        "https://cdn.pisos.ad/a.jpg",
        "javascript:alert(1)",
        "not a url",
        "https://elsewhere.example.org/b.jpg",
        "https://cdn.pisos.ad/c.jpg",
      ],
      2,
    );
    expect(chain).toEqual([
      { kind: "photo", src: "https://cdn.pisos.ad/a.jpg", optimise: true },
      { kind: "photo", src: "https://elsewhere.example.org/b.jpg", optimise: false },
      { kind: "location", src: `/properties/${ID}/location.svg` },
    ]);
  });

  it("is the location picture alone for a property without photos", () => {
    expect(pictureChain(ID, [])).toEqual([{ kind: "location", src: `/properties/${ID}/location.svg` }]);
  });
});

describe("walking the chain as photos fail", () => {
  const chain = pictureChain(ID, ["https://a.pisos.ad/1.jpg", "https://a.pisos.ad/2.jpg", "https://a.pisos.ad/3.jpg"]);

  it("moves to the next photo, and stops at the location picture", () => {
    expect(nextAfterFailure(chain, 0)).toBe(1);
    expect(nextAfterFailure(chain, 2)).toBe(3);
    expect(chain[nextAfterFailure(chain, 3)].kind).toBe("location");
  });

  it("leaves failed photos out of the gallery's set", () => {
    expect(workingPhotos(chain, new Set())).toEqual([0, 1, 2]);
    expect(workingPhotos(chain, new Set([1]))).toEqual([0, 2]);
    expect(workingPhotos(chain, new Set([0, 1, 2]))).toEqual([]);
  });
});

describe("known photo hosts", () => {
  it("follows the remote patterns' host, protocol and path rules", () => {
    expect(isKnownPhotoHost("https://pisos.ad/img/1.jpg")).toBe(true);
    expect(isKnownPhotoHost("https://cdn.pisos.ad/img/1.jpg")).toBe(true);
    expect(isKnownPhotoHost("http://cdn.pisos.ad/img/1.jpg")).toBe(false);
    expect(isKnownPhotoHost("https://evilpisos.ad/1.jpg")).toBe(false);
    expect(isKnownPhotoHost("https://finques-andorra.example/photos/X/IMG_1.jpg")).toBe(true);
    expect(isKnownPhotoHost("https://finques-andorra.example/admin")).toBe(false);
    expect(isKnownPhotoHost("https://127.0.0.1/photos/1.jpg")).toBe(false);
  });

  it("optimises only the hosts next.config.js allows, never the demo's dead ones", () => {
    const allowed = photoRemotePatterns().map((p) => p.hostname);
    expect(allowed).toEqual(["pisos.ad", "**.pisos.ad"]);
    expect(isOptimisedPhoto("https://cdn.pisos.ad/1.jpg")).toBe(true);
    expect(isOptimisedPhoto("https://img.pisos-pirineu.example/1.jpg")).toBe(false);
    expect(isKnownPhotoHost("https://img.pisos-pirineu.example/1.jpg")).toBe(true);
    expect(isOptimisedPhoto("https://elsewhere.example.org/1.jpg")).toBe(false);
  });

  it("knows the host of every photo the demo portals publish", async () => {
    const homes = (await loadBaseHomes()).slice(0, 200);
    const urls = DEMO_PORTALS.flatMap((portal) =>
      homes.flatMap((h) => publishOnPortal(h, portal, 1, true)?.imageUrls ?? []),
    );
    expect(urls.length).toBeGreaterThan(100);
    expect(urls.filter((u) => !isKnownPhotoHost(u))).toEqual([]);
  });
});
