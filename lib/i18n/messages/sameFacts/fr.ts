import type { sameFacts as ca } from "./ca";

export const sameFacts: typeof ca = {
  title: "Probablement le même logement",
  lead: "Ces annonces indiquent le même prix, la même surface, le même nombre de chambres et la même paroisse via une autre agence, mais Llar les garde séparées car aucune photo ni aucun texte ne confirme qu'il s'agit du même logement.",
  on: "Sur {sources}",
  card: "{count, plural, one {+# annonce identique d'une autre agence} other {+# annonces identiques d'autres agences}}",
};
