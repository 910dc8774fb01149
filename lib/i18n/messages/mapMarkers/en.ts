import type { mapMarkers as ca } from "./ca";

export const mapMarkers: typeof ca = {
  cluster: "{count} homes in this area: zoom in",
  group: "{count} homes at this spot: show them",
  approximateGroup: "{count} homes with an approximate location (town or parish): show them",
  approximate: "approximate location",
  list: "Homes at this spot",
  approximateList: "Approximate location: only the town or parish is known",
  close: "Close",
};
