import { describe, expect, it } from "vitest";
import { freezeShared, jsonBytes } from "@/lib/http/json-body";

const text = (b: Uint8Array) => new TextDecoder().decode(b);

describe("jsonBytes", () => {
  it("serialises anything to UTF-8 JSON", () => {
    expect(text(jsonBytes({ a: "Sant Julià", n: [1, null] }))).toBe('{"a":"Sant Julià","n":[1,null]}');
    expect(text(jsonBytes(null))).toBe("null");
  });

  it("re-serialises objects that are not frozen, so a change shows", () => {
    const body = { n: 1 };
    const first = jsonBytes(body);
    body.n = 2;
    expect(text(jsonBytes(body))).toBe('{"n":2}');
    expect(text(first)).toBe('{"n":1}');
  });

  it("serialises a shared (frozen) result once and reuses its bytes", () => {
    const shared = freezeShared({ data: [{ id: "a", price: { min: 1 } }], meta: { total: 1 } });
    expect(jsonBytes(shared)).toBe(jsonBytes(shared));
    expect(JSON.parse(text(jsonBytes(shared)))).toEqual({ data: [{ id: "a", price: { min: 1 } }], meta: { total: 1 } });
  });
});

describe("freezeShared", () => {
  it("freezes every level, so the remembered bytes cannot go stale", () => {
    const shared = freezeShared({ data: [{ price: { min: 1 } }] });
    expect(Object.isFrozen(shared.data[0].price)).toBe(true);
    expect(() => {
      (shared.data[0].price as { min: number }).min = 2;
    }).toThrow(TypeError);
  });
});
