// The facts an advert's text states (lib/ingest/normalise/stated-facts), read from sentences
// written as agencies in Andorra write them, in Catalan, Spanish, French and English; a fact
// the text does not state is absent, and a denied one ("sans ascenseur") reads as false.
import { describe, expect, it } from "vitest";
import { pairFeatures } from "@/lib/ingest/match/features/pair-features";
import { compareStatedFacts } from "@/lib/ingest/normalise/stated-facts/compare-facts";
import { readStatedFacts } from "@/lib/ingest/normalise/stated-facts/read-facts";
import { other, rec } from "../support/match-fixtures";

describe("stated facts", () => {
  it("reads the floor from an ordinal and a storey word, or a storey word and a number", () => {
    const floors: Array<[string, number]> = [
      ["Pis lluminós situat al 3r pis d'un edifici amb ascensor.", 3],
      ["Se vende piso en tercera planta, muy soleado.", 3],
      ["Situado en la 5ª planta, cocina americana equipada.", 5],
      ["Bel appartement au 2ème étage avec balcon.", 2],
      ["Appartement situé au premier étage, proche des pistes.", 1],
      ["Bright flat on the fourth floor with mountain views.", 4],
      ["Apartment on floor 6, facing south.", 6],
      ["Local comercial en planta baja con escaparate.", 0],
      ["Pis en planta baixa amb jardí privat.", 0],
      ["Studio au rez-de-chaussée, entrée indépendante.", 0],
      ["Plaça d'aparcament al soterrani 2 de l'edifici.", -2],
      ["Plaza de garaje en planta -1, fácil acceso.", -1],
      // An ordinal before a basement word, or a basement's level, is below ground.
      ["Plaça de pàrquing al segon soterrani.", -2],
      ["Plaça de pàrquing a la segona planta soterrani.", -2],
      ["Plaza de garaje en el segundo sótano.", -2],
      ["Place de parking au 2e sous-sol, accès badge.", -2],
      ["Parking space in the second basement.", -2],
      ["Parking space on basement level 2.", -2],
      // A flat's floor before its parking space's level.
      ["Pis al 3r pis, plaça de pàrquing al segon soterrani.", 3],
    ];
    for (const [text, floor] of floors) expect(readStatedFacts(text).floor, text).toBe(floor);
  });

  it("does not read a flat's rooms or a house's storeys as its floor", () => {
    expect(readStatedFacts("Pis 3 habitacions a Escaldes, 85 m².").floor).toBeUndefined();
    expect(readStatedFacts("Casa de dues plantes amb jardí.").floor).toBeUndefined();
    expect(readStatedFacts("House on 2 floors with garden").floor).toBeUndefined();
  });

  it("reads a lift, and a lift denied, in the four languages", () => {
    for (const text of [
      "Edifici amb ascensor i calefacció central.",
      "Edificio con ascensor, calefacción de gasoil.",
      "Immeuble avec ascenseur, chauffage au sol.",
      "Building with lift, underfloor heating.",
    ])
      expect(readStatedFacts(text).lift, text).toBe(true);
    for (const text of [
      "Pis al 4t pis sense ascensor, per reformar.",
      "Cuarto piso sin ascensor, muy luminoso.",
      "Appartement au 3e étage sans ascenseur.",
      "Pas d'ascenseur, mais vue dégagée.",
      "No hi ha ascensor.",
      "El edificio no dispone de ascensor.",
      "Third floor flat without lift.",
      "No lift, stone building.",
    ])
      expect(readStatedFacts(text).lift, text).toBe(false);
    expect(readStatedFacts("Pis de 3 habitacions amb terrassa.").lift).toBeUndefined();
  });

  it("reads the building's year or decade, not a renovation's", () => {
    expect(readStatedFacts("Edifici construït el 1966, situat a la 2a planta.").built).toEqual({
      from: 1966,
      to: 1966,
    });
    expect(readStatedFacts("Edificio construido en 2008.").built).toEqual({ from: 2008, to: 2008 });
    expect(readStatedFacts("Immeuble construit en 1975, rénové en 2010.").built).toEqual({ from: 1975, to: 1975 });
    expect(readStatedFacts("Built in 2019, energy class A.").built).toEqual({ from: 2019, to: 2019 });
    // A label and a colon, as listings' fact sheets write it.
    for (const text of [
      "Any de construcció: 2015.",
      "Año de construcción: 2015",
      "Année de construction : 2015",
      "Year built: 2015",
    ])
      expect(readStatedFacts(text).built, text).toEqual({ from: 2015, to: 2015 });
    expect(readStatedFacts("Casa de pedra dels anys 20, a reformar.").built).toEqual({ from: 1920, to: 1929 });
    expect(readStatedFacts("Maison en pierre des années 20.").built).toEqual({ from: 1920, to: 1929 });
    expect(readStatedFacts("A stone house from the 1920s.").built).toEqual({ from: 1920, to: 1929 });
    expect(readStatedFacts("Reforma integral el 2006, molt assolellat.").built).toBeUndefined();
    expect(readStatedFacts("Renovated in 2015 with quality materials.").built).toBeUndefined();
  });

  it("reads bedrooms, rooms and bathrooms from a number, in digits or words, and a room word", () => {
    expect(readStatedFacts("Pis de 3 habitacions dobles i 2 banys complets.")).toMatchObject({
      bedrooms: 3,
      bathrooms: 2,
    });
    expect(readStatedFacts("Piso de dos dormitorios y un baño.")).toMatchObject({ bedrooms: 2, bathrooms: 1 });
    expect(readStatedFacts("Appartement 4 pièces, 3 chambres, 1 salle de bains.")).toMatchObject({
      rooms: 4,
      bedrooms: 3,
      bathrooms: 1,
    });
    expect(readStatedFacts("Four bedrooms and two bathrooms, one en suite.")).toMatchObject({
      bedrooms: 4,
      bathrooms: 2,
    });
    expect(readStatedFacts("Terrassa de 25 m² i traster.").bedrooms).toBeUndefined();
    // A count of one kind of bedroom is part of a breakdown, not the total.
    expect(readStatedFacts("2 habitacions dobles i 1 individual, 2 banys.").bedrooms).toBeUndefined();
    expect(readStatedFacts("Consta de 2 dormitorios dobles y uno individual.").bedrooms).toBeUndefined();
    expect(readStatedFacts("Pis de 3 dormitoris (2 dobles i 1 individual).").bedrooms).toBe(3);
    expect(readStatedFacts("Une suite parentale et 2 chambres.").bedrooms).toBeUndefined();
    expect(readStatedFacts("1 suite y 2 dormitorios, 2 baños.").bedrooms).toBeUndefined();
  });

  it("reads the condition: new, good or to renovate", () => {
    expect(readStatedFacts("Pis a estrenar, obra nova.").condition).toBe("new");
    expect(readStatedFacts("Piso en perfecto estado, listo para entrar.").condition).toBe("good");
    expect(readStatedFacts("Appartement en excellent état.").condition).toBe("good");
    expect(readStatedFacts("Flat in excellent condition.").condition).toBe("good");
    expect(readStatedFacts("Reformat l'any 2025, cuina nova.").condition).toBe("good");
    expect(readStatedFacts("Pis per reformar, ideal inversors.").condition).toBe("to_renovate");
    expect(readStatedFacts("Casa para reformar en el centro.").condition).toBe("to_renovate");
    expect(readStatedFacts("Maison à rénover, beau potentiel.").condition).toBe("to_renovate");
    expect(readStatedFacts("Cottage to renovate with a large plot.").condition).toBe("to_renovate");
    expect(readStatedFacts("Pis de 3 habitacions a Encamp.").condition).toBeUndefined();
    // Renovation denied is not the home's condition.
    expect(readStatedFacts("Appartement en parfait état, aucun travaux à prévoir.").condition).toBe("good");
    expect(readStatedFacts("No need to renovate, ready to move in.").condition).toBeUndefined();
  });

  it("reads a separate WC, or the WC stated as inside the bathroom", () => {
    expect(readStatedFacts("2 banys i un WC independent.").separateWc).toBe(true);
    expect(readStatedFacts("Un baño completo y un aseo.").separateWc).toBe(true);
    expect(readStatedFacts("Salle de bains et toilettes séparées.").separateWc).toBe(true);
    expect(readStatedFacts("One bathroom and a separate WC.").separateWc).toBe(true);
    expect(readStatedFacts("Salle de bain avec WC, douche à l'italienne.").separateWc).toBe(false);
    expect(readStatedFacts("Bathroom with toilet and bathtub.").separateWc).toBe(false);
    expect(readStatedFacts("Pis amb 2 banys.").separateWc).toBeUndefined();
  });

  it("counts the toilets stated apart from the bathrooms", () => {
    expect(readStatedFacts("3 habitacions, 1 bany i 1 lavabo.")).toMatchObject({ bathrooms: 1, toilets: 1 });
    expect(readStatedFacts("3 dormitorios, 2 baños y dos aseos.")).toMatchObject({ bathrooms: 2, toilets: 2 });
    expect(readStatedFacts("2 bedrooms, 1 bathroom and a guest toilet.")).toMatchObject({ bathrooms: 1, toilets: 1 });
    // A separate WC stated without a count is one.
    expect(readStatedFacts("Salle de bains et toilettes séparées.").toilets).toBe(1);
    expect(readStatedFacts("Pis amb 2 banys.").toilets).toBeUndefined();
  });

  it("reads a street with its number after a street word, not a parking place", () => {
    expect(readStatedFacts("Pis al Carrer Major 14, Escaldes.").street).toEqual({ name: "major", number: 14 });
    expect(readStatedFacts("Situat a l'Avinguda Meritxell, 25, 3r pis.").street).toEqual({
      name: "meritxell",
      number: 25,
    });
    expect(readStatedFacts("Piso en la calle de la Unió, cerca del centro.").street).toEqual({ name: "unio" });
    expect(readStatedFacts("Se vende plaza de parking en C/ Prat de la Creu 8.").street).toEqual({
      name: "prat creu",
      number: 8,
    });
    expect(readStatedFacts("Appartement rue du Puits 3, au calme.").street).toEqual({ name: "puits", number: 3 });
    expect(readStatedFacts("Flat on Meritxell Avenue").street).toBeUndefined(); // the word after the name: not read
    expect(readStatedFacts("Place de parking fermée au sous-sol.").street).toBeUndefined();
    expect(readStatedFacts("Situado en la Avenida Carlemany número 40.").street).toEqual({
      name: "carlemany",
      number: 40,
    });
    expect(readStatedFacts("Situat a la carretera de la Comella.").street).toEqual({ name: "comella" });
    // The number after a comma with its sign, or with the sign glued to it.
    expect(readStatedFacts("Pàrquing al carrer Prat de la Creu, número 12.").street).toEqual({
      name: "prat creu",
      number: 12,
    });
    expect(readStatedFacts("Place de parking rue de la Vall n°3.").street).toEqual({ name: "vall", number: 3 });
    // After a comma, "3r" is the floor, not a number.
    expect(readStatedFacts("Pis a l'Avinguda Meritxell, 3r pis.").street).toEqual({ name: "meritxell" });
  });

  it("reads no street from a street word that describes, in any language", () => {
    // Capitals tell a name from a description; after an English street word comes no name.
    for (const text of [
      "Piso situado en una calle tranquila de Escaldes.",
      "Pis situat en un carrer tranquil i assolellat.",
      "Local a peu de carrer, molt cèntric.",
      "Appartement dans une rue calme et ensoleillée.",
      "Une place de stationnement en sous-sol.",
      "Flat on a quiet street close to the centre.",
      "Shop at street level on the main road of the town.",
      "A wonderful place to live, this place offers views.",
      "PIS AL CARRER MAJOR 14, ESCALDES.", // all capitals: no name can be told
      "Piso En Calle Tranquila Con Vistas", // Title Case: every word capitalised, no name told
      "Appartement Avec Terrasse Dans Une Rue Calme",
    ])
      expect(readStatedFacts(text).street, text).toBeUndefined();
    // Only the headline is in Title Case: the sentence after it keeps its capitals, and a
    // place name's article ("La Massana") is no sign of Title Case.
    expect(readStatedFacts("Piso En Venta Con Vistas. Situado en la Calle Major 3.").street).toEqual({
      name: "major",
      number: 3,
    });
    expect(readStatedFacts("Pis a La Massana, Carrer de la Unió 5").street).toEqual({ name: "unio", number: 5 });
    // A quiet street is neither another quiet street nor a named one: nothing to compare.
    const [quiet, named] = ["Pis en un carrer tranquil.", "Piso en una calle tranquila, Carrer Major 3."];
    expect(compareStatedFacts(readStatedFacts(quiet), readStatedFacts(named))).toEqual({});
  });

  it("reads a parking space's number and level", () => {
    expect(readStatedFacts("Plaça de pàrquing número 45 al soterrani 1.")).toMatchObject({ space: "45", floor: -1 });
    expect(readStatedFacts("Plaza de garaje nº 112, planta -2.")).toMatchObject({ space: "112", floor: -2 });
    expect(readStatedFacts("Place de parking n° 7 au niveau -1.")).toMatchObject({ space: "7", floor: -1 });
    expect(readStatedFacts("Parking space no. 23 on level -3.")).toMatchObject({ space: "23", floor: -3 });
    expect(readStatedFacts("Pis amb 2 places de pàrquing.").space).toBeUndefined();
  });

  it("reads the monthly community fees, a year's as a month's", () => {
    expect(readStatedFacts("Despeses de comunitat de 310 € al mes, orientació sud.").fee).toBe(310);
    expect(readStatedFacts("Gastos de comunidad: 85 euros mensuales.").fee).toBe(85);
    expect(readStatedFacts("Charges de copropriété de 1.200 € par an.").fee).toBe(100);
    expect(readStatedFacts("Charges annuelles de 1 800 €, chauffage collectif.").fee).toBe(150);
    expect(readStatedFacts("Community fees of 190 € a month.").fee).toBe(190);
    expect(readStatedFacts("Service charge 95 euros per month.").fee).toBe(95);
    // A count after "comunitat" is no fee; a fee word without a figure states nothing.
    expect(readStatedFacts("Comunitat de 3 veïns, molt tranquil·la.").fee).toBeUndefined();
    expect(readStatedFacts("Gastos de comunidad incluidos en el precio.").fee).toBeUndefined();
  });

  it("reads the aspect as the quarters it names, not a French 'sur' before an article", () => {
    const facing: Array<[string, string]> = [
      ["Pis amb orientació sud-est i vistes.", "es"],
      ["Piso orientado al sureste, muy soleado.", "es"],
      ["Appartement exposé plein sud.", "s"],
      ["Orientation : nord-ouest, au calme.", "nw"],
      ["Encarat al nord, fresc a l'estiu.", "n"],
      ["Bright flat facing south west.", "sw"],
      ["Orientación este; a 2 minutos del golf.", "e"],
      ["Cantonada encarada al sud i a l'oest; orientació est a la cuina.", "esw"],
      ["Appartement orienté sud et ouest.", "sw"],
      ["Door A, north-facing, quiet.", "n"],
      ["Large south-west-facing terrace.", "sw"],
    ];
    for (const [text, quarters] of facing) expect(readStatedFacts(text).facing, text).toBe(quarters);
    expect(readStatedFacts("Terrasse orientée sur le jardin.").facing).toBeUndefined();
    expect(readStatedFacts("Orientación. Este piso tiene terraza.").facing).toBeUndefined();
  });

  it("reads a terrace's and a storage room's size, before or after the word", () => {
    expect(readStatedFacts("Gran terrassa de 43 m², traster de 7 m².")).toMatchObject({ terrace: 43, storage: 7 });
    expect(readStatedFacts("Amplia terraza privada de 40 m2.").terrace).toBe(40);
    expect(readStatedFacts("Terrasse de 12,5 m2 et cave de 6 m2.")).toMatchObject({ terrace: 12.5, storage: 6 });
    expect(readStatedFacts("Built in 2006, 20 m² terrace and a 15 m² storage room.")).toMatchObject({
      terrace: 20,
      storage: 15,
    });
    // Thousands grouped are one figure, never their last three digits.
    expect(readStatedFacts("Jardí i terrassa de 1.200 m².").terrace).toBe(1200);
    expect(readStatedFacts("A 1,200 m² terrace.").terrace).toBe(1200);
    // Two terraces: no one size to compare; the same size said twice is one.
    for (const text of [
      "Terrassa de 10 m² i una altra de 25 m².",
      "Terrasse de 20 m² et une autre de 15 m².",
      "Terrace of 30 m² and a second one of 10 m².",
      "Terraza de 12 m2 y otra terraza de 8 m2.",
    ])
      expect(readStatedFacts(text).terrace, text).toBeUndefined();
    expect(readStatedFacts("Terrassa de 25 m², terrassa de 25 m2 al sud.").terrace).toBe(25);
    // A dash parts two items of a list: neither item's figure is the other's.
    expect(readStatedFacts("8 m² storage room - 42 m² terrace.")).toMatchObject({ storage: 8, terrace: 42 });
    expect(readStatedFacts("Amplia terraza de 25 m² - trastero de 11 m².")).toMatchObject({ terrace: 25, storage: 11 });
    // The home's own surface next to the words is not theirs.
    expect(readStatedFacts("Pis amb terrassa i traster. 85 m².")).toEqual({});
  });

  it("states nothing for a text without facts", () => {
    expect(readStatedFacts("Magnífic pis amb vistes a la muntanya.")).toEqual({});
    expect(readStatedFacts(null)).toEqual({});
  });
});

describe("stated facts compared", () => {
  const compare = (a: string, b: string) => compareStatedFacts(readStatedFacts(a), readStatedFacts(b));

  it("takes facts both texts state alike as agreement, in two languages", () => {
    expect(
      compare(
        "Pis al 3r pis amb ascensor, 2 habitacions, edifici construït el 1995.",
        "Flat on the third floor with lift, 2 bedrooms, built in 1996.",
      ),
    ).toEqual({ floor: "agree", lift: "agree", bedrooms: "agree", built: "agree" });
  });

  it("takes what real adverts of two homes contradict each other on as disagreement", () => {
    expect(
      compare(
        "Plaza de parking en la calle Prat de la Creu, planta -2.",
        "Plaça de pàrquing al carrer Bonaventura Armengol, soterrani 2.",
      ),
    ).toEqual({ street: "differ", floor: "agree" });
    expect(
      compare(
        "Appartement au 2e étage sans ascenseur, immeuble en pierre des années 20, à rénover, 4 chambres.",
        "Appartement au 5e étage avec ascenseur, immeuble construit en 2008, excellent état, 2 chambres.",
      ),
    ).toEqual({ floor: "differ", lift: "differ", built: "differ", condition: "differ", bedrooms: "differ" });
    expect(compare("Bany amb WC i dutxa.", "Bany complet i WC independent.")).toEqual({ separateWc: "differ" });
    expect(
      compare(
        "Community fees of 190 € a month, facing north.",
        "Gastos de comunidad de 200 al mes, orientado al sureste.",
      ),
    ).toEqual({ fee: "agree", facing: "differ" });
    expect(compare("Despeses de comunitat de 310 € al mes.", "Charges de 120 € par mois.")).toEqual({ fee: "differ" });
    expect(compare("Gran terrassa de 43 m².", "Gran terrassa de 27 m2.")).toEqual({ terrace: "differ" });
    expect(compare("Trastero de 14 m².", "14 m² storage room.")).toEqual({ storage: "agree" });
    // Two figures stated to the ten, 20 € apart: two buildings' fees.
    expect(compare("Community fees of 190 € a month.", "Gastos de comunidad de 170 al mes.")).toEqual({
      fee: "differ",
    });
  });

  it("reads bathrooms alike when one writer counts a toilet among them", () => {
    expect(compare("3 habitacions, 1 bany i 1 lavabo.", "3 habitacions i 2 banys.")).toEqual({
      bedrooms: "agree",
      bathrooms: "agree",
    });
    expect(compare("Un baño y un aseo.", "Un baño completo.")).toEqual({ bathrooms: "agree" });
    // Beyond the toilets stated, two homes.
    expect(compare("1 bany i 1 lavabo.", "3 banys.")).toEqual({ bathrooms: "differ" });
    expect(compare("1 bany.", "2 banys.")).toEqual({ bathrooms: "differ" });
  });

  it("leaves a fact only one text states out: missing, not a disagreement", () => {
    expect(compare("Pis al 3r pis sense ascensor.", "Pis lluminós amb vistes, 3 habitacions.")).toEqual({});
    expect(compare("Carrer Major 14", "Carrer Major")).toEqual({ street: "agree" });
    expect(compare("Pis a estrenar.", "Piso en perfecto estado.")).toEqual({ condition: "agree" });
    // One aspect named whole or by one quarter; one year's fees read as a month's.
    expect(compare("Orientació sud-est.", "Exposé est.")).toEqual({ facing: "agree" });
    expect(compare("Charges: 1.200 € par an.", "Despeses de comunitat de 100 € al mes.")).toEqual({ fee: "agree" });
    // A figure rounded to the hundred, or raised a little since an older advert.
    expect(compare("Community fees of 190 € a month.", "Gastos de comunidad de 200 al mes.")).toEqual({ fee: "agree" });
    expect(compare("Despeses de comunitat de 204 €.", "Charges de 212 € par mois.")).toEqual({ fee: "agree" });
  });
});

describe("stated facts as pair features", () => {
  const keys = (a: string, b: string) =>
    pairFeatures(rec({ description: a }), other({ description: b })).filter((k) => k.startsWith("stated:"));

  it("gives a pair one feature against per fact both texts state differently", () => {
    expect(keys("Pis sense ascensor, a reformar.", "Flat with lift, in excellent condition.")).toEqual([
      "stated:lift:other",
      "stated:condition:other",
    ]);
    expect(
      keys(
        "Local. Despeses de comunitat de 310 € al mes, orientació sud-est.",
        "Shop. Community fees of 120 € a month, facing north.",
      ),
    ).toEqual(["stated:fee:other", "stated:facing:other"]);
  });

  it("gives nothing for a fact one text leaves out, or both state alike", () => {
    expect(keys("Pis sense ascensor, a reformar.", "Pis lluminós amb vistes.")).toEqual([]);
    expect(keys("Edifici amb ascensor.", "Immeuble avec ascenseur.")).toEqual([]);
  });
});
