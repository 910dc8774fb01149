import type { contact as ca } from "./ca";

export const contact: typeof ca = {
  title: "Contact",
  lead: "Comment contacter Llar.",
  adverts: "À propos d'une annonce",
  advertsText:
    "Llar ne publie pas d'annonces : chaque fiche renvoie aux annonces des sources. Pour une question sur un logement, une correction ou un retrait, adressez-vous à l'agence ou au portail lié sur la fiche.",
  business: "API, Enterprise et entreprises",
  businessText:
    "Pour l'API, un forfait Enterprise, des données ou toute autre demande, écrivez-nous avec le formulaire de contact ; nous répondrons par e-mail.",
  form: "Ouvrir le formulaire de contact",
  privacy: "Confidentialité et vos données",
  privacyText:
    "Pour consulter, corriger, exporter ou effacer les données que nous détenons sur vous, ou pour toute question de confidentialité, écrivez à <mail>{email}</mail>. Cette adresse sert uniquement aux demandes sur les données, ce n'est pas le formulaire commercial ; la <privacy>page confidentialité</privacy> dit ce que nous conservons et combien de temps.",
};
