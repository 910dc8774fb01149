import type { sameFacts as ca } from "./ca";

export const sameFacts: typeof ca = {
  title: "Probablemente la misma vivienda",
  lead: "Estos anuncios indican el mismo precio, superficie, habitaciones y parroquia a través de otra agencia, pero Llar los mantiene separados porque ninguna foto ni ningún texto confirma que sean la misma vivienda.",
  on: "En {sources}",
  card: "{count, plural, one {+# anuncio igual de otra agencia} other {+# anuncios iguales de otras agencias}}",
};
