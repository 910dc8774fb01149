// Feature words in Portuguese, keyed by the canonical (English) label of
// feature-vocabulary.ts. The site has no Portuguese labels, but Andorra's largest foreign
// community writes adverts, and its agencies their feeds, in Portuguese: read as the same
// features, they compare with the other sources' and show in the reader's language.
export const PORTUGUESE_WORDS: Record<string, string[]> = {
  Parking: ["garagem", "estacionamento", "lugar de garagem", "lugar de estacionamento"],
  Terrace: ["terraço"],
  Balcony: ["varanda"],
  "Storage room": ["arrecadação"],
  Heating: ["aquecimento", "aquecimento central"],
  Furnished: ["mobilado", "mobiliado"],
  Garden: ["jardim", "quintal"],
  Fireplace: ["lareira"],
  "Air conditioning": ["ar condicionado"],
  "Underfloor heating": ["chão radiante"],
  Gym: ["ginásio"],
  Concierge: ["porteiro"],
  Entryphone: ["videoporteiro", "intercomunicador"],
  "Built-in wardrobes": ["armários embutidos", "roupeiros"],
  "Equipped kitchen": ["cozinha equipada"],
  Kitchen: ["cozinha"],
  Sunny: ["ensolarado", "soalheiro"],
  "Double glazing": ["vidros duplos"],
  "En-suite bedroom": ["suíte", "quarto em suite"],
  "Laundry room": ["lavandaria"],
  "Parquet floors": ["soalho"],
  Renovated: ["renovado", "remodelado"],
  "New build": ["construção nova"],
  "Pets allowed": ["animais permitidos"],
  Barbecue: ["churrasqueira"],
};
