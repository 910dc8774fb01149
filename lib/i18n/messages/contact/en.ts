import type { contact as ca } from "./ca";

export const contact: typeof ca = {
  title: "Contact",
  lead: "How to get in touch with Llar.",
  adverts: "About an advert",
  advertsText:
    "Llar does not publish adverts: every property page links to the sources' adverts. To ask about a home, correct it or have it removed, contact the agency or portal linked on the page.",
  business: "API, Enterprise and business",
  businessText:
    "For the API, an Enterprise plan, data or anything else, write to us with the contact form and we will answer by email.",
  form: "Open the contact form",
  privacy: "Privacy and your data",
  privacyText:
    "To see, correct, export or erase the data we hold about you, or for any privacy question, write to <mail>{email}</mail>. This address is for data requests only and is not the sales form; the <privacy>privacy page</privacy> says what we keep and for how long.",
};
