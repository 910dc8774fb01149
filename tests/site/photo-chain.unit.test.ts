// The photo fallback chain (lib/site/photo-chain.ts): our stored copies in order, then the
// location picture; a source's own photo URL never enters it (its host may be dead).
import { describe, expect, it } from "vitest";
import { copyPath } from "@/lib/photos/photo-keys";
import { nextAfterFailure, pictureChain, workingPhotos } from "@/lib/site/photo-chain";

const ID = "0f8fad5b-d9cb-469f-a165-70867728950e";
const copy = (n: number) => copyPath(`0${n}/${"a".repeat(29)}${n}`, 480);

describe("pictureChain", () => {
  it("keeps distinct stored copies in order, up to the cap, then the location picture", () => {
    const chain = pictureChain(ID, [copy(1), copy(1), copy(2), copy(3)], 2);
    expect(chain).toEqual([
      { kind: "photo", src: copy(1) },
      { kind: "photo", src: copy(2) },
      { kind: "location", src: `/properties/${ID}/location.svg` },
    ]);
  });

  it("drops anything that is not one of our copies: a source's URL, a script, a path out of /photos", () => {
    const chain = pictureChain(ID, [
      "https://cdn.pisos.ad/a.jpg",
      "javascript:alert(1)",
      "/photos/../api/keys",
      "//evil.example/photos/x.webp",
      copy(4),
    ]);
    expect(chain.map((s) => s.src)).toEqual([copy(4), `/properties/${ID}/location.svg`]);
  });

  it("is the location picture alone for a property without stored photos", () => {
    expect(pictureChain(ID, [])).toEqual([{ kind: "location", src: `/properties/${ID}/location.svg` }]);
  });
});

describe("walking the chain as photos fail", () => {
  const chain = pictureChain(ID, [copy(1), copy(2), copy(3)]);

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
