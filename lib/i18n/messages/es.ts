import type { Messages } from "./ca";
import { finder } from "./finder/es";
import { alerts } from "./alerts/es";
import { photos } from "./photos/es";
import { meta } from "./meta/es";
import { nav } from "./nav/es";
import { lang } from "./lang/es";
import { footer } from "./footer/es";
import { home } from "./home/es";
import { search } from "./search/es";
import { sort } from "./sort/es";
import { card } from "./card/es";
import { map } from "./map/es";
import { property } from "./property/es";
import { precision } from "./precision/es";
import { parish } from "./parish/es";
import { about } from "./about/es";
import { notFound } from "./notFound/es";
import { privacy } from "./privacy/es";
import { terms } from "./terms/es";
import { contact } from "./contact/es";
import { operation } from "./operation/es";
import { type } from "./type/es";
import { mapMarkers } from "./mapMarkers/es";
import { auth } from "./auth/es";
import { account } from "./account/es";
import { plans } from "./plans/es";
import { webhooks } from "./webhooks/es";
import { apiDocs } from "./apiDocs/es";
import { errors } from "./errors/es";
import { mail } from "./mail/es";
import { apiGuides } from "./apiGuides/es";
import { siteNotes } from "./siteNotes/es";
import { sameFacts } from "./sameFacts/es";

export const es: Messages = {
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
