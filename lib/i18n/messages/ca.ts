// Catalan: the source of truth for the message keys; the other languages must match
// its shape (checked by the Messages type and tests/site/catalog.unit.test.ts).
import { finder } from "./finder/ca";
import { alerts } from "./alerts/ca";
import { photos } from "./photos/ca";
import { meta } from "./meta/ca";
import { nav } from "./nav/ca";
import { lang } from "./lang/ca";
import { footer } from "./footer/ca";
import { home } from "./home/ca";
import { search } from "./search/ca";
import { sort } from "./sort/ca";
import { card } from "./card/ca";
import { map } from "./map/ca";
import { property } from "./property/ca";
import { precision } from "./precision/ca";
import { parish } from "./parish/ca";
import { about } from "./about/ca";
import { notFound } from "./notFound/ca";
import { privacy } from "./privacy/ca";
import { terms } from "./terms/ca";
import { contact } from "./contact/ca";
import { operation } from "./operation/ca";
import { type } from "./type/ca";
import { mapMarkers } from "./mapMarkers/ca";
import { auth } from "./auth/ca";
import { account } from "./account/ca";
import { plans } from "./plans/ca";
import { webhooks } from "./webhooks/ca";
import { apiDocs } from "./apiDocs/ca";
import { errors } from "./errors/ca";
import { mail } from "./mail/ca";
import { apiGuides } from "./apiGuides/ca";
import { siteNotes } from "./siteNotes/ca";
import { sameFacts } from "./sameFacts/ca";

export const ca = {
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

export type Messages = typeof ca;
