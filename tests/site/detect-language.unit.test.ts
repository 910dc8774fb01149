import { describe, expect, it } from "vitest";
import { detectLanguage } from "@/lib/i18n/detect-language";

describe("detectLanguage", () => {
  it("recognises each site language in advert-like text", () => {
    expect(detectLanguage("Pis de 3 habitacions amb terrassa i vistes a la muntanya, molt lluminós.")).toBe("ca");
    expect(detectLanguage("Piso de 3 habitaciones con terraza y vistas a la montaña, muy luminoso.")).toBe("es");
    expect(detectLanguage("Appartement de 3 chambres avec terrasse et vue sur la montagne, très lumineux.")).toBe("fr");
    expect(detectLanguage("Bright 3-bedroom flat with a terrace and views of the mountains.")).toBe("en");
  });

  it("says nothing for text too short or undecided", () => {
    expect(detectLanguage("Encamp")).toBeNull();
    expect(detectLanguage("85 m2 3 hab")).toBeNull();
  });
});
