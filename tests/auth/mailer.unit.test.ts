// Where account mail goes without EMAIL_SERVER: the log in development and under
// `npm start` (LLAR_MAIL_TO_LOG), a clear refusal on any other production server; and
// the sender address's default.
import { describe, expect, it, vi } from "vitest";
import { MailNotConfiguredError, mailFrom, mailGoesToLog, sendMail, sendNotice } from "@/lib/auth/mailer";
import { parseConfig } from "@/lib/config";

const mail = {
  to: "ana@example.com",
  subject: "Reset your Llar password",
  text: "Open http://localhost:3000/reset-password?token=abc",
};

describe("mailer without EMAIL_SERVER", () => {
  it("prints the mail, link included, in development and under npm start", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    try {
      await sendMail(mail, parseConfig({ NODE_ENV: "development" }));
      await sendMail(mail, parseConfig({ NODE_ENV: "production", LLAR_MAIL_TO_LOG: "1" }));
      expect(log).toHaveBeenCalledTimes(2);
      expect(String(log.mock.calls[0][0])).toContain("http://localhost:3000/reset-password?token=abc");
    } finally {
      log.mockRestore();
    }
  });

  it("refuses on a production server, and a notice only logs the failure", async () => {
    await expect(sendMail(mail, parseConfig({ NODE_ENV: "production" }))).rejects.toThrow(MailNotConfiguredError);
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      await sendNotice(mail, parseConfig({ NODE_ENV: "production" }));
      expect(String(error.mock.calls[0][0])).toMatch(
        /could not send "Reset your Llar password": Email is not configured/,
      );
    } finally {
      error.mockRestore();
    }
  });

  it("sends from EMAIL_FROM, else no-reply at the configured host", () => {
    expect(mailFrom(parseConfig({ EMAIL_FROM: "Llar <hola@llar.ad>" }))).toBe("Llar <hola@llar.ad>");
    expect(mailFrom(parseConfig({ NEXTAUTH_URL: "https://portal.llar.ad/" }))).toBe("Llar <no-reply@portal.llar.ad>");
    expect(mailFrom(parseConfig({ PUBLIC_BASE_URL: "https://llar.ad" }))).toBe("Llar <no-reply@llar.ad>");
    expect(mailFrom(parseConfig({}))).toBe("Llar <no-reply@localhost>");
  });

  it("says mail goes to the log only when it does: no EMAIL_SERVER where printing is allowed", () => {
    expect(mailGoesToLog(parseConfig({ NODE_ENV: "production", LLAR_MAIL_TO_LOG: "1" }))).toBe(true);
    expect(mailGoesToLog(parseConfig({ NODE_ENV: "development" }))).toBe(true);
    expect(
      mailGoesToLog(parseConfig({ NODE_ENV: "production", LLAR_MAIL_TO_LOG: "1", EMAIL_SERVER: "smtp://h:25" })),
    ).toBe(false);
    expect(mailGoesToLog(parseConfig({ NODE_ENV: "production" }))).toBe(false);
  });
});
