import type { Messages } from "./ca";
import { finder } from "./finder/fr";
import { alerts } from "./alerts/fr";
import { photos } from "./photos/fr";
import { meta } from "./meta/fr";
import { nav } from "./nav/fr";
import { lang } from "./lang/fr";
import { footer } from "./footer/fr";
import { home } from "./home/fr";
import { search } from "./search/fr";
import { sort } from "./sort/fr";
import { card } from "./card/fr";
import { map } from "./map/fr";
import { property } from "./property/fr";
import { precision } from "./precision/fr";
import { parish } from "./parish/fr";
import { about } from "./about/fr";
import { notFound } from "./notFound/fr";
import { privacy } from "./privacy/fr";
import { terms } from "./terms/fr";
import { contact } from "./contact/fr";
import { operation } from "./operation/fr";
import { type } from "./type/fr";
import { mapMarkers } from "./mapMarkers/fr";
import { auth } from "./auth/fr";
import { account } from "./account/fr";
import { plans } from "./plans/fr";
import { webhooks } from "./webhooks/fr";
import { apiDocs } from "./apiDocs/fr";
import { errors } from "./errors/fr";
import { mail } from "./mail/fr";
import { apiGuides } from "./apiGuides/fr";
import { siteNotes } from "./siteNotes/fr";
import { sameFacts } from "./sameFacts/fr";

export const fr: Messages = {
  finder,
  alerts,
  photos,
  meta,
  nav,
  lang,
  footer,
  home,
  search,
  sort,
  card,
  map,
  property,
  precision,
  parish,
  about,
  notFound,
  privacy,
  terms,
  contact,
  operation,
  type,
  mapMarkers,
  auth,
  account,
  plans,
  webhooks,
  apiDocs,
  errors,
  mail,
  apiGuides,
  siteNotes,
  sameFacts,
};
