// An unknown query parameter is an error that lists what the endpoint accepts, and names
// the parameter meant when only its case or separators differ ("min_price" for "minPrice").
import { describe, expect, it } from "vitest";
import { singleValues } from "@/lib/search/params";

const KNOWN = ["op", "minPrice", "maxPrice", "limit"] as const;

describe("singleValues: unknown parameters", () => {
  it("names the parameter meant when another case or separator was used", () => {
    for (const written of ["min_price", "MinPrice", "min-price", "MINPRICE"]) {
      const { errors } = singleValues(new URLSearchParams({ [written]: "100000" }), KNOWN);
      expect(errors).toHaveLength(1);
      expect(errors[0].parameter).toBe(written);
      expect(errors[0].message).toBe(
        `Unknown parameter "${written}" (did you mean "minPrice"?); this endpoint accepts: op, minPrice, maxPrice, limit.`,
      );
    }
  });

  it("suggests nothing for a parameter no known one resembles", () => {
    const { errors } = singleValues(new URLSearchParams({ colour: "red" }), KNOWN);
    expect(errors[0].message).toBe('Unknown parameter "colour"; this endpoint accepts: op, minPrice, maxPrice, limit.');
  });

  it("says so when the endpoint takes no parameters", () => {
    const { errors } = singleValues(new URLSearchParams({ parish: "ordino" }), []);
    expect(errors[0].message).toBe('Unknown parameter "parish"; this endpoint accepts: no parameters.');
  });
});
