import type { Messages } from "./ca";
import { finder } from "./finder/en";
import { alerts } from "./alerts/en";
import { photos } from "./photos/en";
import { meta } from "./meta/en";
import { nav } from "./nav/en";
import { lang } from "./lang/en";
import { footer } from "./footer/en";
import { home } from "./home/en";
import { search } from "./search/en";
import { sort } from "./sort/en";
import { card } from "./card/en";
import { map } from "./map/en";
import { property } from "./property/en";
import { precision } from "./precision/en";
import { parish } from "./parish/en";
import { about } from "./about/en";
import { notFound } from "./notFound/en";
import { privacy } from "./privacy/en";
import { terms } from "./terms/en";
import { contact } from "./contact/en";
import { operation } from "./operation/en";
import { type } from "./type/en";
import { mapMarkers } from "./mapMarkers/en";
import { auth } from "./auth/en";
import { account } from "./account/en";
import { plans } from "./plans/en";
import { webhooks } from "./webhooks/en";
import { apiDocs } from "./apiDocs/en";
import { errors } from "./errors/en";
import { mail } from "./mail/en";
import { apiGuides } from "./apiGuides/en";
import { siteNotes } from "./siteNotes/en";
import { sameFacts } from "./sameFacts/en";

export const en: Messages = {
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
