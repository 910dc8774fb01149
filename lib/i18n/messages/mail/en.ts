import type { MailMessages } from "./ca";

export const mail: MailMessages = {
  signature: "— Llar, every home for sale or rent in Andorra",
  notYou: "If this was not you, reset your password now from the sign-in page and contact us.",
  magicLink: {
    subject: "Your sign-in link for Llar",
    text: "Open this link to sign in to Llar as {to} (it expires in 10 minutes and works once):",
    button: "Sign in to Llar",
    after: "If you did not ask for it, ignore this email: nobody can sign in without opening the link.",
  },
  verify: {
    subject: "Confirm your email address for Llar",
    text: "Open this link to confirm that {to} is your address (it expires in 24 hours):",
    after:
      "Until you do, you can sign in but not create API keys or pay.\nIf you did not create a Llar account, ignore this email.",
  },
  verified: {
    subject: "Your email address is confirmed",
    text: "{to} is now confirmed on your Llar account: you can create API keys and upgrade them.",
  },
  reset: {
    subject: "Reset your Llar password",
    text: "Someone asked to reset the password of the Llar account for {to}. Open this link to choose a new one (it expires in 1 hour and works once):",
    after: "If you did not ask, ignore this email: your password stays as it is.",
  },
  passwordReset: {
    subject: "Your Llar password was reset",
    text: "The password of your Llar account was reset through an emailed link, and every session was signed out.",
  },
  passwordChanged: {
    subject: "Your Llar password was changed",
    text: "The password of your Llar account was changed, and every other session was signed out.",
  },
  signedOutEverywhere: {
    subject: "You were signed out of Llar everywhere",
    text: "Every session of your Llar account was signed out, as you asked. Sign in again where you need to.",
  },
  deleted: {
    subject: "Your Llar account was deleted",
    text: "Your Llar account and its personal data were deleted, its API keys revoked and its subscriptions cancelled. Usage statistics are kept without anything that identifies you.",
    after: "If this was not you, contact us at once.",
  },
};
