import type { privacy as ca } from "./ca";

export const privacy: typeof ca = {
  title: "Privacy",
  lead: "What data Llar keeps, for how long, and who answers for it.",
  controller: "Who is responsible",
  controllerText:
    "{controller} is the controller of the personal data described here. For any question or request about your data, write to <mail>{email}</mail>.",
  visitors: "Visitors",
  visitorsText:
    "No account is needed to search for homes. The site sets a single cookie, llar-locale, with the language you chose (kept a year). There is no analytics, advertising or third-party tracking.",
  favourites: "Favourites",
  favouritesText:
    "Homes you mark as favourites stay in your browser (its local storage), not on our servers, until you remove them or clear the site's data. Signed in, they are kept with your account instead, until you remove them or delete the account.",
  alerts: "Email alerts and saved searches",
  alertsText:
    "When you ask for alerts we keep your email address, the search, its language and how often to write. Nothing is sent before you confirm the address with the link we email. Every alert has an unsubscribe link; an unsubscribed alert is deleted {days} days later, and an alert never confirmed is deleted {days} days after it was asked for.",
  accounts: "Developer accounts",
  accountsText:
    "If you create an account for the API we keep your email, name, hashed password, API keys, their usage (request counts per day) and webhook endpoints, and a session cookie while you are signed in. Webhook delivery logs are kept 30 days. If you pay for a plan, Stripe handles the payment; we keep only the customer id and the subscription's status. Deleting the account (Account → Delete) revokes the keys and erases every personal field at once; the usage counts stay, anonymised, and Stripe keeps its invoices as accounting law requires.",
  logs: "Logs and abuse limits",
  logsText:
    "The server logs errors, not visits, and its logs are kept at most {logDays} days. To stop abuse, sign-in, sign-up and alert requests are counted per IP address for at most one hour.",
  adverts: "Adverts",
  advertsText:
    "Adverts are public and published by the sources; we show their price, agency and a link to the original advert. To correct or remove an advert, contact the linked source.",
  rights: "Your rights",
  rightsText:
    "You can ask to access, correct, export or erase your data, or object to its use, by writing to <mail>{email}</mail>; we answer within a month. You may also complain to the Andorran Data Protection Agency (APDA).",
};
