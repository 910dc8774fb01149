import type { footer as ca } from "./ca";

export const footer: typeof ca = {
  about:
    "Llar brings together the homes for sale and rent in Andorra from every portal and agency. Each advert is shown with its source and a link to it; the data is what the sources publish.",
  licences:
    "Map data © OpenStreetMap contributors (ODbL). Places from GeoNames (CC BY 4.0). Sample adverts from pisos.ad via Zenodo (CC BY-SA 4.0).",
  aboutLink: "About the data",
  legal: "Legal",
  privacy: "Privacy",
  terms: "Terms and licences",
  contact: "Contact",
};
