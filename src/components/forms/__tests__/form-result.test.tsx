import { render, screen } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import { existsSync } from "node:fs";
import path from "node:path";
import * as React from "react";
import { contactResultPages, newsletterResultPages } from "../../../form-contract/routes";
import { formResults, FormResultPage, type FormResultKey } from "../form-result";
import copy from "../../../../content/forms.json";
import { withAgencyEmail } from "../../../form-contract/messages";

const AGENCY = "post@fjellsynmedia.no";

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

  it("confirm a sent contact message in content's words", () => {
    render(<FormResultPage result="contactSent" />);

    expect(screen.getByRole("heading", { level: 1, name: copy.results.contactSent.title })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: copy.results.backHome })).toHaveAttribute("href", "/");
  });

  it.each(Object.keys(formResults) as FormResultKey[])("%s is headed by its own title from content", (result) => {
    render(<FormResultPage result={result} />);

    expect(screen.getByRole("heading", { level: 1, name: copy.results[result].title })).toBeInTheDocument();
  });

  it("offers the agency address when sending failed", () => {
    render(<FormResultPage result="contactFailed" />);

    expect(screen.getByText(withAgencyEmail(copy.results.contactFailed.text, AGENCY))).toBeInTheDocument();
    expect(screen.getByRole("link", { name: withAgencyEmail(copy.results.emailButton, AGENCY) })).toHaveAttribute(
      "href",
      "mailto:post@fjellsynmedia.no",
    );
    expect(screen.getByRole("link", { name: copy.results.backToContact })).toHaveAttribute("href", "/kontakt");
  });
});
