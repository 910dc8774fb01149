// The language switcher. Catalan is the source of the keys.
export const lang = { label: "Idioma", change: "Canvia" };
