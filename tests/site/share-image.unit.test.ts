// Link-preview images (lib/site/share-image.ts): the first photo that is really an image,
// else the location picture; only the sources' known hosts are ever requested. The photo
// hosts are unreachable from a test, so `fetch` is replaced at that boundary.
import sharp from "sharp";
import { describe, expect, it, vi } from "vitest";
import { fetchPhoto, shareImage } from "@/lib/site/share-image";

const INPUT = { type: "flat", parish: "ordino", location: { lat: 42.5562, lng: 1.5331, precision: "town" as const } };
const jpeg = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: "#c33" } })
    .jpeg()
    .toBuffer();

function hosts(routes: Record<string, () => Promise<Response>>) {
  return vi.fn(async (url: string | URL | Request) => {
    const route = routes[String(url)];
    if (!route) throw new TypeError("fetch failed (ENOTFOUND)");
    return route();
  }) as unknown as typeof fetch & ReturnType<typeof vi.fn>;
}

describe("shareImage", () => {
  it("skips a dead host, a 404 and a page that is not an image, and crops the first real photo", async () => {
    const body = await jpeg();
    const fetchImpl = hosts({
      "https://cdn.pisos.ad/404.jpg": async () => new Response("gone", { status: 404 }),
      "https://cdn.pisos.ad/html.jpg": async () =>
        new Response("<html>", { headers: { "content-type": "image/jpeg" } }),
      "https://cdn.pisos.ad/ok.jpg": async () =>
        new Response(new Uint8Array(body), { headers: { "content-type": "image/jpeg" } }),
    });
    const photos = ["https://dead.pisos.ad/a.jpg", "https://cdn.pisos.ad/404.jpg", "https://cdn.pisos.ad/html.jpg"];
    const image = await shareImage({ ...INPUT, photos: [...photos, "https://cdn.pisos.ad/ok.jpg"] }, fetchImpl);
    // Only three photos are tried: all failed, so the location picture answers.
    expect(image.fromPhoto).toBe(false);
    expect(image.contentType).toBe("image/png");
    expect(await sharp(image.body).metadata()).toMatchObject({ width: 1200, height: 630, format: "png" });

    const second = await shareImage({ ...INPUT, photos: [photos[0], "https://cdn.pisos.ad/ok.jpg"] }, fetchImpl);
    expect(second).toMatchObject({ fromPhoto: true, contentType: "image/jpeg" });
    expect(await sharp(second.body).metadata()).toMatchObject({ width: 1200, height: 630, format: "jpeg" });
  });

  it("never requests an unknown host, nor follows a redirect to one", async () => {
    const fetchImpl = hosts({
      "https://cdn.pisos.ad/moved.jpg": async () =>
        new Response(null, { status: 302, headers: { location: "http://169.254.169.254/latest/meta-data" } }),
    });
    expect(await fetchPhoto("http://127.0.0.1:8080/x.jpg", fetchImpl)).toBeNull();
    expect(await fetchPhoto("https://cdn.pisos.ad/moved.jpg", fetchImpl)).toBeNull();
    expect(fetchImpl.mock.calls.map((c) => String(c[0]))).toEqual(["https://cdn.pisos.ad/moved.jpg"]);
  });
});
