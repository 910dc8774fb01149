import type { lang as ca } from "./ca";

export const lang: typeof ca = { label: "Idioma", change: "Cambiar" };
