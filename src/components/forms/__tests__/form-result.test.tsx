import { render, screen } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import * as React from "react";
import { formResultPages } from "../../../form-contract/result-pages";
import { FormResultPage, type FormResultKey } from "../form-result";
import copy from "../../../../content/forms.json";
import { withAgencyEmail } from "../../../form-contract/messages";

const AGENCY = "post@fjellsynmedia.no";

beforeEach(() => {
  jest.mocked(useStaticQuery).mockReturnValue({
    site: { siteMetadata: { siteUrl: "https://www.fjellsynmedia.no" } },
    siteIdentity: { name: "Fjellsyn Media", email: "post@fjellsynmedia.no" },
  });
});

describe("the pages a form without JavaScript lands on", () => {
  it("confirm a sent contact message in content's words", () => {
    render(<FormResultPage result="contactSent" />);

    expect(screen.getByRole("heading", { level: 1, name: copy.results.contactSent.title })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: copy.results.backHome })).toHaveAttribute("href", "/");
  });

  it.each(Object.keys(formResultPages) as FormResultKey[])("%s is headed by its own title from content", (result) => {
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
