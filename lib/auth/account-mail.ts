// The account emails' wording, one function per message. Plain text: every client shows
// it, and a link in plain text cannot hide where it goes.
import type { Mail } from "./mailer";

const SIGNATURE = "\n\n— Llar, every home for sale or rent in Andorra";
const NOT_YOU = "\n\nIf this was not you, reset your password now from the sign-in page and contact us.";

export const accountMail = {
  verify: (to: string, link: string): Mail => ({
    to,
    subject: "Confirm your email address for Llar",
    text: `Open this link to confirm that ${to} is your address (it expires in 24 hours):\n\n${link}\n\nUntil you do, you can sign in but not create API keys or pay.\nIf you did not create a Llar account, ignore this email.${SIGNATURE}`,
  }),
  verified: (to: string): Mail => ({
    to,
    subject: "Your email address is confirmed",
    text: `${to} is now confirmed on your Llar account: you can create API keys and upgrade them.${SIGNATURE}`,
  }),
  reset: (to: string, link: string): Mail => ({
    to,
    subject: "Reset your Llar password",
    text: `Someone asked to reset the password of the Llar account for ${to}. Open this link to choose a new one (it expires in 1 hour and works once):\n\n${link}\n\nIf you did not ask, ignore this email: your password stays as it is.${SIGNATURE}`,
  }),
  passwordReset: (to: string): Mail => ({
    to,
    subject: "Your Llar password was reset",
    text: `The password of your Llar account was reset through an emailed link, and every session was signed out.${NOT_YOU}${SIGNATURE}`,
  }),
  passwordChanged: (to: string): Mail => ({
    to,
    subject: "Your Llar password was changed",
    text: `The password of your Llar account was changed, and every other session was signed out.${NOT_YOU}${SIGNATURE}`,
  }),
  signedOutEverywhere: (to: string): Mail => ({
    to,
    subject: "You were signed out of Llar everywhere",
    text: `Every session of your Llar account was signed out, as you asked. Sign in again where you need to.${NOT_YOU}${SIGNATURE}`,
  }),
  deleted: (to: string): Mail => ({
    to,
    subject: "Your Llar account was deleted",
    text: `Your Llar account and its personal data were deleted, its API keys revoked and its subscriptions cancelled. Usage statistics are kept without anything that identifies you.\n\nIf this was not you, contact us at once.${SIGNATURE}`,
  }),
};
