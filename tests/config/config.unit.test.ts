// lib/config: one schema parses the environment, a bad value is named at once, and the
// process's `config` follows variables set after it was first read (tests and npm start
// set them at runtime).
import { afterEach, describe, expect, it } from "vitest";
import { ConfigError, checkConfig, childEnv, config, parseConfig, setEnv } from "@/lib/config";

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

describe("parseConfig", () => {
  it("gives typed defaults for unset and blank variables", () => {
    const c = parseConfig({ PORT: " ", DEMO_DATA: "" });
    expect(c.PORT).toBe(3000);
    expect(c.DEMO_DATA).toBe(true);
    expect(c.WEBHOOK_RETRY_MAX_MS).toBe(21_600_000);
    expect(c.DATABASE_URL).toBeUndefined();
  });

  it("reads numbers, switches and lists", () => {
    const c = parseConfig({ TRUST_PROXY_HOPS: "2", DATABASE_NAMED_STATEMENTS: "OFF", STRIPE_API_PROTOCOL: "http" });
    expect([c.TRUST_PROXY_HOPS, c.DATABASE_NAMED_STATEMENTS, c.STRIPE_API_PROTOCOL]).toEqual([2, false, "http"]);
  });

  it("names every bad variable and what it must be, without echoing secrets or URLs", () => {
    let error: unknown;
    try {
      parseConfig({ TRUST_PROXY_HOPS: "11", DEMO_DATA: "maybe", DATABASE_URL: "mysql://u:hunter2@db/x" });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain('TRUST_PROXY_HOPS must be a whole number from 0 to 10 (got "11")');
    expect(message).toContain('DEMO_DATA must be on or off (got "maybe")');
    expect(message).toContain("DATABASE_URL must be an absolute postgres or postgresql URL");
    expect(message).not.toContain("hunter2");
  });
});

describe("config", () => {
  it("follows a variable set after the first read", () => {
    setEnv("WEBHOOK_POLL_MS", "250");
    expect(config.WEBHOOK_POLL_MS).toBe(250);
    process.env.WEBHOOK_POLL_MS = "500";
    expect(config.WEBHOOK_POLL_MS).toBe(500);
    setEnv("WEBHOOK_POLL_MS", undefined);
    expect(config.WEBHOOK_POLL_MS).toBe(1000);
  });

  it("stops at start on a bad value", () => {
    process.env.PRIVACY_LOG_DAYS = "a month";
    expect(() => checkConfig()).toThrow(/PRIVACY_LOG_DAYS must be a whole number 1 or more/);
  });

  it("hands a child this environment with overrides", () => {
    process.env.HOST = "127.0.0.1";
    const env = childEnv({ PORT: "4000", HOST: undefined });
    expect(env.PORT).toBe("4000");
    expect("HOST" in env).toBe(false);
    expect(process.env.HOST).toBe("127.0.0.1");
  });
});
