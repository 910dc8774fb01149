// Swagger UI's prebuilt bundle renders its operations (and each JSON Schema view) in a
// <main> element; inside the page's own <main> (app/layout.tsx) that makes two main
// landmarks, which screen readers announce as two pages' worth of content and axe
// reports. The bundle is served by app/(portal)/docs/swagger-ui-bundle.js, which passes
// it through this rewrite: those elements become <section>s.
const MAIN_ELEMENT = 'createElement("main",';

export function withoutMainLandmarks(bundle: string): { body: string; replaced: number } {
  const parts = bundle.split(MAIN_ELEMENT);
  return { body: parts.join('createElement("section",'), replaced: parts.length - 1 };
}
