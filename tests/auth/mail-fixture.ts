// Shared set-up for the account-lifecycle tests: a real SMTP server the app's nodemailer
// sends to (EMAIL_SERVER), and password accounts made through the real sign-up.
import { afterAll, beforeAll } from "vitest";
import { prisma } from "@/lib/db/client";
import { signUpWithPassword } from "@/lib/auth/sign-up";
import { startMailbox, type Mailbox } from "../support/smtp-mailbox";

export const PASSWORD = "a long enough password";
export const ORIGIN = "http://portal.test";

export function setUpMailbox(): { box: Mailbox } {
  const holder = {} as { box: Mailbox };
  beforeAll(async () => {
    holder.box = await startMailbox(0);
    process.env.EMAIL_SERVER = holder.box.url;
    process.env.EMAIL_FROM = "Llar tests <no-reply@portal.test>";
  });
  afterAll(async () => {
    delete process.env.EMAIL_SERVER;
    delete process.env.EMAIL_FROM;
    await holder.box?.close();
  });
  return holder;
}

export const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@lifecycle.test`;
export const uniqueIp = () => `198.51.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

/** A password account as the sign-up form creates it (unverified). */
export async function passwordAccount(label: string, password = PASSWORD) {
  const email = uniqueEmail(label);
  const res = await signUpWithPassword({ email, password }, uniqueIp());
  if (!res.ok) throw new Error(JSON.stringify(res.fieldErrors));
  return prisma.user.findUniqueOrThrow({ where: { id: res.userId } });
}

export const tokenOf = (link: string) => new URL(link).searchParams.get("token")!;
