import type { terms as ca } from "./ca";

export const terms: typeof ca = {
  title: "Terms and licences",
  lead: "Llar's terms of use and the attribution rules of the data it shows.",
  attribution: "Data attribution",
  attributionLead: "Anyone showing Llar's data (on the site or through the API) must respect the sources' licences:",
  pisos:
    "Sample adverts from pisos.ad (Zenodo, DOI 10.5281/zenodo.10112197): CC BY-SA 4.0. Credit pisos.ad and share derived works under the same licence.",
  osm: 'Map, parish boundaries and places: © OpenStreetMap contributors, Open Database License (ODbL 1.0). Show "© OpenStreetMap contributors" and share derived databases under the same licence.',
  geonames: "Names and coordinates of towns: GeoNames (geonames.org), CC BY 4.0. Credit GeoNames.",
  use: "Using the service",
  use1: "Whenever an advert is shown, credit its source and link to the original advert.",
  use2: "Bulk republication or resale of the data is not allowed.",
  use3: "One API key per organisation; each plan's limits apply per key.",
  accuracy: "Accuracy",
  accuracyText:
    "The data is what the sources publish. Llar consolidates it but does not guarantee it is accurate: always check the original advert before deciding.",
};
