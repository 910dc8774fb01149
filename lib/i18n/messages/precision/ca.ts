// How exactly a home's location is known, said under its map. Catalan is the source of the keys.
export const precision = {
  exact: "Ubicació exacta segons la font.",
  street: "Ubicació aproximada: el carrer, no el portal exacte.",
  town: "Ubicació aproximada: el centre del poble, no l'habitatge.",
  parish: "Ubicació aproximada: només sabem la parròquia.",
  none: "La font no indica on és l'habitatge.",
};
