// Finding: feed URLs were not restricted to http(s). The ingest CLI now refuses any other
// scheme with exit 2 and a one-line message; local file paths are still allowed.
import { describe, expect, it } from "vitest";
import { feedLocationProblem } from "@/lib/ingest/sources/feed-location";
import { runScript } from "../support/run-script";

const ingest = (...args: string[]) => runScript("scripts/ingest.ts", args, process.env);

describe("feed locations", () => {
  it.each([
    "file:///etc/passwd",
    "ftp://feeds.example/a.xml",
    "data:text/xml,<a/>",
    "gopher://x/",
    "javascript:alert(1)",
    "FILE:/etc/passwd",
  ])("refuses %s", (input) => expect(feedLocationProblem(input)).toMatch(/not supported|not a valid URL/));

  it.each([
    "feeds/a.xml",
    "/tmp/a.xml",
    "C:\\feeds\\a.xml",
    "https://feeds.example/a.xml",
    "http://127.0.0.1:8080/a.csv",
  ])("accepts %s", (input) => {
    expect(feedLocationProblem(input)).toBeNull();
  });

  it("the CLI exits 2 with one line for a file: URL", async () => {
    const r = await ingest(
      "--source",
      "sec-test",
      "--source-name",
      "Sec",
      "--homepage",
      "https://sec.example",
      "--format",
      "kyero",
      "file:///etc/passwd",
    );
    expect(r.code).toBe(2);
    expect(r.stderr).toEqual([
      "ingest: file:///etc/passwd: file: is not supported; give a local file path or an http(s) URL",
    ]);
  }, 60_000);
});
