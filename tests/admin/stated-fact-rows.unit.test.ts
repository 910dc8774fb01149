// The review console's "texts state" line (lib/admin/stated-fact-rows.ts): what both texts
// state, each with both values, disagreements first; a fact one text leaves out is not shown.
import { describe, expect, it } from "vitest";
import { statedFactRows } from "@/lib/admin/stated-fact-rows";

describe("stated fact rows", () => {
  it("lists the facts both texts state, disagreements first, in words an operator reads", () => {
    const rows = statedFactRows(
      {
        title: "Pis a Escaldes",
        description: "Al 3r pis amb ascensor. Despeses de comunitat de 310 € al mes, orientació sud-est.",
      },
      {
        title: "Flat in Escaldes",
        description: "Third floor with lift. Community fees of 120 € a month, facing north. Terrace of 20 m².",
      },
    );
    expect(rows).toEqual([
      { fact: "fees", a: "310 €/month", b: "120 €/month", agree: false },
      { fact: "facing", a: "ES", b: "N", agree: false },
      { fact: "floor", a: "3", b: "3", agree: true },
      { fact: "lift", a: "yes", b: "yes", agree: true },
    ]);
  });

  it("shows the toilets a text counts apart with its bathrooms", () => {
    expect(
      statedFactRows(
        { title: "Pis", description: "1 bany i 1 lavabo." },
        { title: "Piso", description: "Dos baños y dos aseos." },
      ),
    ).toEqual([{ fact: "bathrooms", a: "1 (+1 toilet)", b: "2 (+2 toilets)", agree: true }]);
  });

  it("shows nothing when the texts share no stated fact", () => {
    expect(
      statedFactRows({ title: "Pis", description: null }, { title: "Flat", description: "Bright, with views." }),
    ).toEqual([]);
  });
});
