import { render, screen } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import { existsSync } from "node:fs";
import path from "node:path";
import * as React from "react";
import { contactResultPages, newsletterResultPages } from "../../../form-contract/routes";
import { formResults, FormResultPage, type FormResultKey } from "../form-result";

const pagesDir = path.resolve(__dirname, "../../../pages");

beforeEach(() => {
  jest.mocked(useStaticQuery).mockReturnValue({
    site: { siteMetadata: { siteUrl: "https://www.fjellsynmedia.no" } },
    siteIdentity: { name: "Fjellsyn Media", email: "post@fjellsynmedia.no" },
  });
});

describe("the pages a form without JavaScript lands on", () => {
  it("exist for every place the functions redirect to", () => {
    const targets = new Set([...Object.values(contactResultPages), ...Object.values(newsletterResultPages)]);

    for (const target of targets) expect(existsSync(path.join(pagesDir, `${target}.tsx`))).toBe(true);
    expect(new Set(Object.values(formResults).map((result) => result.path))).toEqual(targets);
  });

  it("confirm a sent contact message in the seed's words", () => {
    render(<FormResultPage result="contactSent" />);

    expect(screen.getByRole("heading", { level: 1, name: "Meldingen ble sendt!" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Tilbake til forsiden" })).toHaveAttribute("href", "/");
  });

  it.each<[FormResultKey, string]>([
    ["contactInvalid", "Vennligst fyll ut alle obligatoriske felt"],
    ["contactFailed", "Noe gikk galt ved sending"],
    ["newsletterSubscribed", "Takk for at du meldte deg på!"],
    ["newsletterInvalid", "Vennligst skriv inn en gyldig e-postadresse"],
    ["newsletterFailed", "Kunne ikke melde deg på nyhetsbrevet"],
  ])("%s is headed %s", (result, heading) => {
    render(<FormResultPage result={result} />);

    expect(screen.getByRole("heading", { level: 1, name: heading })).toBeInTheDocument();
  });

  it("offers the agency address when sending failed", () => {
    render(<FormResultPage result="contactFailed" />);

    expect(screen.getByText(/send oss en e-post direkte på post@fjellsynmedia\.no/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Send e-post til post@fjellsynmedia.no" })).toHaveAttribute(
      "href",
      "mailto:post@fjellsynmedia.no",
    );
    expect(screen.getByRole("link", { name: "Tilbake til kontaktskjemaet" })).toHaveAttribute("href", "/kontakt");
  });
});
