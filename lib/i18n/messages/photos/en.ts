import type { photos as ca } from "./ca";

export const photos: typeof ca = {
  gallery: "Photos of the home",
  previous: "Previous photo",
  next: "Next photo",
  counter: "Photo {n} of {total}",
  photoAlt: "{name}: photo {n} of {total}",
  hint: "Use the arrow keys or swipe to change photo.",
  exact: "Location",
  approximate: "Approximate location",
  mapExact: "Map of the location {inPlace}",
  mapApproximate: "Map of the approximate location {inPlace}",
  mapParish: "Map of the parish {ofPlace}",
  mapUnknown: "Map of Andorra: location not given",
  attribution: "Map © OpenStreetMap contributors (ODbL)",
};
