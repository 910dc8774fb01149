// The magic sign-in link is our own mail (lib/auth/magic-link.ts), in the reader's
// language, received by a real local SMTP server through the Email provider next-auth calls.
import { describe, expect, it } from "vitest";
import type { EmailConfig } from "next-auth/providers/email";
import { magicLinkMail } from "@/lib/auth/magic-link";
import { sendMail } from "@/lib/auth/mailer";
import { buildProviders } from "@/lib/auth/providers";
import { LOCALES } from "@/lib/i18n/locales";
import { MESSAGES } from "@/lib/i18n/messages";
import { setUpMailbox, uniqueEmail } from "./mail-fixture";
import { parseConfig } from "@/lib/config";

const mail = setUpMailbox();

// next-auth's link carries several parameters: the HTML must escape its "&".
const linkFor = (email: string) =>
  `http://portal.test/api/auth/callback/email?callbackUrl=%2Faccount%2Fkeys&token=abc123&email=${encodeURIComponent(email)}`;

function emailProvider(): EmailConfig {
  const env = { EMAIL_SERVER: mail.box.url, EMAIL_FROM: "Llar tests <no-reply@portal.test>" };
  return buildProviders(parseConfig(env)).find((p) => p.id === "email") as EmailConfig;
}

describe("magic-link mail", () => {
  it("is sent by the Email provider as our own text and HTML mail", async () => {
    const to = uniqueEmail("magic");
    const url = linkFor(to);
    const provider = emailProvider();
    await provider.options.sendVerificationRequest!({
      identifier: to,
      url,
      expires: new Date(Date.now() + 86_400_000),
      provider: { ...provider, server: mail.box.url, from: "Llar tests <no-reply@portal.test>" },
      token: "abc123",
      theme: {},
      request: new Request("http://portal.test"),
    } as never);
    // Outside a request there is no page to follow: English, like the other account mails.
    const sent = await mail.box.waitFor(to, /^Your sign-in link for Llar$/);
    expect(sent.text).toContain(url);
    expect(sent.text).toContain(`sign in to Llar as ${to}`);
    expect(sent.html).toContain(`<html lang="en">`);
    expect(sent.html).toContain(`href="${url.replace(/&/g, "&amp;")}"`);
    expect(sent.html).toContain(">Sign in to Llar</a>");
    // next-auth's default template says "Sign in to <host>" with no sentence of ours.
    expect(sent.html).toContain(MESSAGES.en.mail.magicLink.after);
  });

  it("is worded in each language", async () => {
    for (const locale of LOCALES) {
      const to = uniqueEmail(`magic-${locale}`);
      const m = await magicLinkMail(to, linkFor(to), locale);
      const words = MESSAGES[locale].mail.magicLink;
      expect(m.subject).toBe(words.subject);
      expect(m.text).toContain(words.text.replace("{to}", to));
      expect(m.text).toContain(MESSAGES[locale].mail.signature);
      expect(m.html).toContain(`lang="${locale}"`);
      expect(m.html).toContain(`>${words.button}</a>`);
    }
    const fr = await magicLinkMail("a@b.test", linkFor("a@b.test"), "fr");
    expect(fr.subject).toBe("Votre lien de connexion à Llar");
    expect(fr.text).toMatch(/Ouvrez ce lien pour vous connecter/);
  });

  it("escapes the address and the link in the HTML", async () => {
    const to = uniqueEmail("magic-html");
    const m = await magicLinkMail(to, `${linkFor(to)}&x="><script>`, "ca");
    expect(m.html).not.toContain("<script>");
    expect(m.html).toContain("&quot;&gt;&lt;script&gt;");
    await sendMail(m);
    const sent = await mail.box.waitFor(to, new RegExp(`^${MESSAGES.ca.mail.magicLink.subject}$`));
    expect(sent.html).toContain("Inicia la sessió a Llar");
    expect(sent.text).toContain("Obre aquest enllaç per iniciar la sessió a Llar");
  });
});
