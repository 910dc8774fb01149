import type { nav as ca } from "./ca";

export const nav: typeof ca = {
  label: "Navegación principal",
  search: "Buscar",
  parishes: "Parroquias",
  about: "Sobre los datos",
  docs: "API",
  pricing: "Precios",
  account: "Cuenta",
  skip: "Ir al contenido",
};
