// Photos and location pictures (docs/decisions.md#photos). The demo's photos are on hosts
// that never answer (the dead-link case of every real feed); one property gets photos from
// a local HTTPS host (e2e/photo-server.ts) where some fail (404, an HTML page) and two load.
// Every card and gallery must end on a picture that loaded: a photo or the location picture.
import { expect, test, type Locator, type Page } from "./test";
import { sql } from "./test-db";
import { startPhotoServer, type PhotoServer } from "./photo-server";
import { seriousViolations } from "./portal-helpers";

test.use({ ignoreHTTPSErrors: true });

/** "photo" or "location" once the picture has loaded, "broken" if it failed, else "loading". */
function pictureState(img: Locator): Promise<string> {
  return img.evaluate((el: HTMLImageElement) =>
    !el.complete ? "loading" : el.naturalWidth > 0 ? (el.dataset.picture ?? "?") : "broken",
  );
}

let server: PhotoServer;
let withPhotos: { id: string; image_urls: string[]; cover_image_url: string | null };
let deadId: string;

async function cardIds(page: Page): Promise<string[]> {
  await page.goto("/search");
  const hrefs = await page
    .locator("[data-testid=results] h3 a")
    .evaluateAll((as) => as.map((a) => a.getAttribute("href")));
  return hrefs.map((h) => h!.split("/").pop()!);
}

test.beforeAll(async ({ browser }) => {
  server = await startPhotoServer();
  const page = await browser.newPage();
  const [first, second] = await cardIds(page);
  await page.close();
  [withPhotos] = await sql("SELECT id, image_urls, cover_image_url FROM property WHERE id = $1", [first]);
  deadId = second;
  const photos = ["missing.jpg", "page.jpg", "photo-1.jpg", "photo-2.jpg"].map(server.url);
  await sql("UPDATE property SET image_urls = $2, cover_image_url = $3 WHERE id = $1", [first, photos, photos[0]]);
  // The other property keeps (or gets) photos on a host that never answers.
  await sql("UPDATE property SET image_urls = $2 || image_urls WHERE id = $1", [
    deadId,
    ["https://img.pisos-pirineu.example/0000dead.jpg"],
  ]);
});

test.afterAll(async () => {
  await sql("UPDATE property SET image_urls = $2, cover_image_url = $3 WHERE id = $1", [
    withPhotos.id,
    withPhotos.image_urls,
    withPhotos.cover_image_url,
  ]);
  await sql("UPDATE property SET image_urls = image_urls[2:] WHERE id = $1", [deadId]);
  await server.close();
});

test("every card shows a photo that loaded or its location picture", async ({ page }) => {
  await page.goto("/search");
  const cards = page.locator("[data-testid=results] > li");
  const states: string[] = [];
  for (let i = 0; i < (await cards.count()); i++) {
    await cards.nth(i).scrollIntoViewIfNeeded();
    const img = cards.nth(i).locator("img[data-picture=photo], img[data-picture=location]");
    await expect.poll(() => pictureState(img), { timeout: 15_000 }).toMatch(/^(photo|location)$/);
    states.push(await pictureState(img));
  }
  // The first card fell past a 404 and an HTML page to its third photo; dead hosts end on the map.
  expect(states[0]).toBe("photo");
  const firstPhoto = cards.first().locator("img[data-picture=photo]");
  expect(await firstPhoto.evaluate((el: HTMLImageElement) => el.currentSrc)).toContain("photo-1.jpg");
  expect(states[1]).toBe("location");
  await expect(cards.nth(1).locator("img[data-picture=location]")).toHaveAttribute("alt", /^Mapa /);
  // No image on the page is left broken.
  const broken = await page
    .locator("img")
    .evaluateAll((imgs) =>
      (imgs as HTMLImageElement[]).filter((i) => i.complete && i.naturalWidth === 0).map((i) => i.src),
    );
  expect(broken).toEqual([]);
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

test("the gallery skips photos that fail and moves by keys, buttons and swipes", async ({ page }) => {
  await page.goto(`/properties/${withPhotos.id}`);
  const gallery = page.getByTestId("gallery");
  const counter = page.getByTestId("gallery-counter");
  const img = gallery.locator("img[data-picture=photo]");
  await expect(counter).toHaveText("Foto 1 de 2");
  await expect(counter).toHaveAttribute("aria-live", "polite");
  await expect.poll(() => pictureState(img)).toBe("photo");
  await expect(img).toHaveAttribute("alt", /: foto 1 de 2$/);

  await gallery.focus();
  await page.keyboard.press("ArrowRight");
  await expect(counter).toHaveText("Foto 2 de 2");
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.currentSrc)).toContain("photo-2.jpg");
  await page.keyboard.press("ArrowLeft");
  await expect(counter).toHaveText("Foto 1 de 2");

  await gallery.getByRole("button", { name: "Foto següent" }).click();
  await expect(counter).toHaveText("Foto 2 de 2");
  await gallery.getByRole("button", { name: "Foto anterior" }).click();
  await expect(counter).toHaveText("Foto 1 de 2");

  // A swipe to the left shows the next photo.
  await gallery.evaluate((el) => {
    const touch = (x: number) => new Touch({ identifier: 1, target: el, clientX: x, clientY: 100 });
    el.dispatchEvent(
      new TouchEvent("touchstart", { bubbles: true, touches: [touch(300)], changedTouches: [touch(300)] }),
    );
    el.dispatchEvent(new TouchEvent("touchend", { bubbles: true, touches: [], changedTouches: [touch(200)] }));
  });
  await expect(counter).toHaveText("Foto 2 de 2");
  expect(await seriousViolations(page)).toEqual([]);
});

test("a property whose photos are all dead shows its location picture, also in link previews", async ({ page }) => {
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
});
