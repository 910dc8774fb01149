import type { precision as ca } from "./ca";

export const precision: typeof ca = {
  exact: "Ubicación exacta según la fuente.",
  street: "Ubicación aproximada: la calle, no el portal exacto.",
  town: "Ubicación aproximada: el centro del pueblo, no la vivienda.",
  parish: "Ubicación aproximada: solo sabemos la parroquia.",
  none: "La fuente no indica dónde está la vivienda.",
};
