// Photos and location pictures (docs/decisions.md#photos). A sample of dedup-rich's adverts
// is ingested with the photo stage while ../shared's photo server runs, then the server is
// stopped: cards, galleries and link previews must show our stored copies, served from our
// own origin. The demo's own properties have drawn pictures; a photo link nobody stored
// (a dead host) never reaches the page, which shows the location picture instead.
import { expect, test, type Locator } from "./test";
import { sql } from "./test-db";
import { ingestRichSample, startSharedPhotoServer } from "./rich-sample";
import { seriousViolations } from "./portal-helpers";
import { distinctPictures, type StoredPhotoRow } from "../lib/photos/stored-photos";

/** "photo" or "location" once the picture has loaded, "broken" if it failed, else "loading". */
function pictureState(img: Locator): Promise<string> {
  return img.evaluate((el: HTMLImageElement) =>
    !el.complete ? "loading" : el.naturalWidth > 0 ? (el.dataset.picture ?? "?") : "broken",
  );
}

let sample: string[] = [];
let deadId: string;
let deadUrls: string[];
const DEAD_HOST = "https://img.pisos-pirineu.example/0000dead.jpg";

test.beforeAll(async () => {
  test.setTimeout(480_000);
  const server = await startSharedPhotoServer();
  try {
    sample = await ingestRichSample(server.port);
  } finally {
    await server.stop(); // from here on, the photos' source host is gone
  }
  // A property without any stored photo, whose only photo link is on a host that never answers.
  const [row] = await sql<{ id: string; image_urls: string[] }>(
    `SELECT id::text AS id, image_urls FROM property
     WHERE status = 'active' AND source_count = 1 AND NOT (id = ANY($1::uuid[])) ORDER BY id LIMIT 1`,
    [sample],
  );
  [deadId, deadUrls] = [row.id, row.image_urls];
  await sql("UPDATE property SET image_urls = $2 WHERE id = $1", [deadId, [DEAD_HOST]]);
});

test.afterAll(async () => {
  if (deadId) await sql("UPDATE property SET image_urls = $2 WHERE id = $1", [deadId, deadUrls]);
});

test("the sample's cards show our stored copies after the source host stopped", async ({ page }) => {
  expect(sample.length).toBeGreaterThan(5);
  // The favourites page follows the browser's saved list (favourites-sync.tsx): the sample is saved first.
  await page.addInitScript((ids) => localStorage.setItem("llar-favourites", JSON.stringify(ids)), sample);
  await page.goto(`/favourites?ids=${sample.join(",")}`);
  const cards = page.locator("[data-testid=favourites] > li");
  await expect(cards).toHaveCount(sample.length);
  let photos = 0;
  for (let i = 0; i < sample.length; i++) {
    await cards.nth(i).scrollIntoViewIfNeeded();
    const img = cards.nth(i).locator("img[data-picture=photo], img[data-picture=location]");
    await expect.poll(() => pictureState(img), { timeout: 15_000 }).toMatch(/^(photo|location)$/);
    if ((await pictureState(img)) === "photo") {
      photos++;
      expect(await img.evaluate((el: HTMLImageElement) => new URL(el.currentSrc).pathname)).toMatch(
        /^\/photos\/[0-9a-f]{2}\/[0-9a-f]{30}-480\.webp$/,
      );
    }
  }
  // Every sample home has photos that loaded when it was ingested (a few links are dead).
  expect(photos).toBe(sample.length);
  const copy = await cards.first().locator("img[data-picture=photo]").getAttribute("src");
  const res = await page.request.get(copy!);
  expect(res.headers()["content-type"]).toBe("image/webp");
  expect(res.headers()["cache-control"]).toContain("immutable");
});

// Every language and both widths of the issue (phone and desktop): every card ends on a
// picture that loaded, none is left broken.
for (const width of [390, 1366]) {
  for (const lang of ["ca", "es", "fr", "en"]) {
    test(`at ${width}px in ${lang} every card ends on a photo or its location picture`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/search?lang=${lang}`);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      const cards = page.locator("[data-testid=results] > li");
      expect(await cards.count()).toBeGreaterThan(0);
      for (let i = 0; i < (await cards.count()); i++) {
        await cards.nth(i).scrollIntoViewIfNeeded();
        const img = cards.nth(i).locator("img[data-picture=photo], img[data-picture=location]");
        await expect.poll(() => pictureState(img), { timeout: 15_000 }).toMatch(/^(photo|location)$/);
      }
      // A location picture's caption ("Approximate location") is whole: inside its card and
      // under none of the card's own badges (the site count, the favourite button).
      const hidden = await cards.evaluateAll((items) =>
        items.flatMap((li, i) => {
          const caption = li.querySelector("[data-testid=location-caption]")?.getBoundingClientRect();
          if (!caption) return [];
          const card = li.getBoundingClientRect();
          const badges = ["card-sites", "favourite-button"].map((id) =>
            li.querySelector(`[data-testid=${id}]`)!.getBoundingClientRect(),
          );
          const under = badges.some(
            (b) => b.left < caption.right && caption.left < b.right && b.top < caption.bottom && caption.top < b.bottom,
          );
          return under || caption.left < card.left || caption.right > card.right ? [`card ${i + 1}`] : [];
        }),
      );
      expect(hidden).toEqual([]);
      const broken = await page
        .locator("img")
        .evaluateAll((imgs) =>
          (imgs as HTMLImageElement[]).filter((i) => i.complete && i.naturalWidth === 0).map((i) => i.src),
        );
      expect(broken).toEqual([]);
    });
  }
}

test("the property page's gallery shows the stored copies and moves by keys, buttons and swipes", async ({ page }) => {
  const [{ id, rows }] = await sql<{ id: string; rows: StoredPhotoRow[] }>(
    `SELECT p.id::text AS id, jsonb_agg(jsonb_build_object('source_url', u.url, 'key', ph.store_key,
       'hash', ph.hash::text) ORDER BY u.n) AS rows
     FROM property p, unnest(p.image_urls) WITH ORDINALITY u(url, n)
     JOIN photo ph ON ph.url = u.url AND ph.status = 'ok' AND ph.store_key IS NOT NULL
     WHERE p.id = ANY($1::uuid[]) GROUP BY p.id HAVING count(*) >= 2 ORDER BY count(*) DESC, id LIMIT 1`,
    [sample],
  );
  // The gallery shows each picture once, however many sources republish it.
  const n = distinctPictures(rows).length;
  await page.goto(`/properties/${id}`);
  const gallery = page.getByTestId("gallery");
  const counter = page.getByTestId("gallery-counter");
  const img = gallery.locator("img[data-picture=photo]");
  await expect(counter).toHaveText(`Foto 1 de ${n}`);
  await expect(counter).toHaveAttribute("aria-live", "polite");
  await expect.poll(() => pictureState(img)).toBe("photo");
  expect(await img.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(/\/photos\/.*-1280\.webp$/);

  await gallery.focus();
  await page.keyboard.press("ArrowRight");
  await expect(counter).toHaveText(`Foto 2 de ${n}`);
  await expect.poll(() => pictureState(img)).toBe("photo");
  await page.keyboard.press("ArrowLeft");
  await expect(counter).toHaveText(`Foto 1 de ${n}`);

  await gallery.getByRole("button", { name: "Foto següent" }).click();
  await expect(counter).toHaveText(`Foto 2 de ${n}`);
  await gallery.getByRole("button", { name: "Foto anterior" }).click();
  await expect(counter).toHaveText(`Foto 1 de ${n}`);

  // A swipe to the left shows the next photo.
  await gallery.evaluate((el) => {
    const touch = (x: number) => new Touch({ identifier: 1, target: el, clientX: x, clientY: 100 });
    el.dispatchEvent(
      new TouchEvent("touchstart", { bubbles: true, touches: [touch(300)], changedTouches: [touch(300)] }),
    );
    el.dispatchEvent(new TouchEvent("touchend", { bubbles: true, touches: [], changedTouches: [touch(200)] }));
  });
  await expect(counter).toHaveText(`Foto 2 de ${n}`);
  expect(await seriousViolations(page)).toEqual([]);

  // The link preview is cut from the stored photo, not the location picture.
  const og = await page.locator('meta[property="og:image"]').getAttribute("content");
  const preview = await page.request.get(og!);
  expect(preview.headers()["content-type"]).toBe("image/jpeg");
});

test("a property whose photos are all dead shows its location picture, also in link previews", async ({ page }) => {
  const requested: string[] = [];
  page.on("request", (r) => requested.push(r.url()));
  await page.goto(`/properties/${deadId}`);
  const picture = page.getByTestId("gallery").locator("img[data-picture=location]");
  await expect.poll(() => pictureState(picture), { timeout: 15_000 }).toBe("location");
  await expect(picture).toHaveAttribute("alt", /^Mapa /);

  const og = await page.locator('meta[property="og:image"]').getAttribute("content");
  expect(og).toMatch(new RegExp(`/properties/${deadId}/share-image$`));
  await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute("content", og!);
  const preview = await page.request.get(og!);
  expect(preview.status()).toBe(200);
  expect(preview.headers()["content-type"]).toBe("image/png");
  expect((await preview.body()).length).toBeGreaterThan(5_000);

  const svgUrl = await picture.getAttribute("src");
  const svg = await page.request.get(svgUrl!);
  expect(svg.headers()["content-type"]).toContain("image/svg+xml");
  expect(await svg.text()).toContain("© OpenStreetMap");
  const again = await page.request.get(svgUrl!, { headers: { "If-None-Match": svg.headers()["etag"] } });
  expect(again.status()).toBe(304);
  // The page never pointed the browser at the dead host.
  expect(requested.filter((u) => !u.startsWith(new URL(page.url()).origin))).toEqual([]);
});
