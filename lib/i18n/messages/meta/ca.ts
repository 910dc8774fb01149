// The site's name, tagline and default description (page metadata). Catalan is the source of the keys.
export const meta = {
  siteName: "Llar",
  tagline: "Tots els habitatges d'Andorra",
  description: "Tots els habitatges en venda o lloguer d'Andorra, de tots els portals i agències, en un sol lloc.",
};
