import type { mapMarkers as ca } from "./ca";

export const mapMarkers: typeof ca = {
  cluster: "{count} logements dans cette zone : rapprochez la carte",
  group: "{count} logements à cet endroit : les afficher",
  approximateGroup: "{count} logements à l'emplacement approximatif (village ou paroisse) : les afficher",
  approximate: "emplacement approximatif",
  list: "Logements à cet endroit",
  approximateList: "Emplacement approximatif : seuls le village ou la paroisse sont connus",
  close: "Fermer",
};
