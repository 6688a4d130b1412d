import { fillTemplate } from "../fill-template";

describe("fillTemplate", () => {
  it("puts each value where its placeholder stands, wherever the maintainer moved it", () => {
    expect(
      fillTemplate("socialLink", "Følg {firma} på {nettverk}", { firma: "Fjellsyn Media", nettverk: "Instagram" }),
    ).toBe("Følg Fjellsyn Media på Instagram");
    expect(fillTemplate("socialLink", "{nettverk}: {firma}", { firma: "Fjellsyn Media", nettverk: "Facebook" })).toBe(
      "Facebook: Fjellsyn Media",
    );
  });

  it("writes numbers as they are and fills a placeholder used twice", () => {
    expect(fillTemplate("copyright", "© {år} {firma}, {firma}", { år: 2024, firma: "Fjellsyn Media" })).toBe(
      "© 2024 Fjellsyn Media, Fjellsyn Media",
    );
  });

  it("leaves any other braces alone", () => {
    expect(fillTemplate("aboutEyebrow", "Etablert {år} {ukjent}", { år: 2025 })).toBe("Etablert 2025 {ukjent}");
  });
});
