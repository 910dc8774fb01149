// The header's main navigation and the skip link. Catalan is the source of the keys.
export const nav = {
  label: "Navegació principal",
  search: "Cercar",
  parishes: "Parròquies",
  about: "Sobre les dades",
  docs: "API",
  pricing: "Preus",
  account: "Compte",
  skip: "Vés al contingut",
};
