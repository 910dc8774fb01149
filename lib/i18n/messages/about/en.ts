import type { about as ca } from "./ca";

export const about: typeof ca = {
  title: "About the data",
  lead: "Llar consolidates the adverts of several Andorran portals and agencies into one record per home.",
  sources: "Sources and licences",
  osm: "Parish boundaries and places: © OpenStreetMap contributors, under the Open Database License (ODbL).",
  geonames: "Town names and coordinates: GeoNames, under the Creative Commons Attribution 4.0 licence (CC BY 4.0).",
  pisos:
    "Sample adverts: pisos.ad data published on Zenodo (DOI 10.5281/zenodo.10112197), under the CC BY-SA 4.0 licence.",
  demoPhotos:
    "Photos on the demo: the sample adverts come without photos we may show, so the homes' photos are drawn illustrations (each marked as such), not pictures of the homes.",
  terms: "Usage terms",
  term1: "Whenever an advert is shown, name its source and link to the source advert.",
  term2: "No bulk republication and no resale of the data.",
  term3: "One API key per organisation.",
  term4: "The data is what the sources publish.",
  how: "How it works",
  howText:
    "When several sites advertise the same home, Llar merges them into one record with each source's price, the price history and a link to every advert.",
};
