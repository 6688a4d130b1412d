import { render, screen, within } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import * as React from "react";
import forms from "../../../../content/forms.json";
import { ContactForm } from "../contact-form";
import { FormResultPage } from "../form-result";

// What a maintainer changes in content/forms.json is what the forms and result pages say.
jest.mock("../../../../content/forms.json", () => {
  const actual = jest.requireActual<typeof import("../../../../content/forms.json")>("../../../../content/forms.json");
  return {
    ...actual,
    contact: { ...actual.contact, nameLabel: "Ditt navn", submit: "Send til oss" },
    results: {
      ...actual.results,
      contactFailed: { title: "Det gikk ikke", text: "Skriv til {e-post} i stedet." },
      emailButton: "Skriv til {e-post}",
    },
  };
});

beforeEach(() => {
  jest.mocked(useStaticQuery).mockReturnValue({
    site: { siteMetadata: { siteUrl: "https://www.fjellsynmedia.no" } },
    siteIdentity: { name: "Fjellsyn Media", email: "post@fjellsynmedia.no" },
  });
});

// The pages hand the form its texts from their query of content/forms.json.
it("a changed text in content reaches the contact form", () => {
  render(<ContactForm labels={forms} agencyEmail="post@fjellsynmedia.no" />);
  const form = screen.getByRole("form");

  expect(within(form).getByRole("textbox", { name: "Ditt navn" })).toBeRequired();
  expect(within(form).getByRole("button", { name: "Send til oss" })).toBeInTheDocument();
});

it("a changed text in content reaches a result page, with the agency address filled in", () => {
  render(<FormResultPage result="contactFailed" />);

  expect(screen.getByRole("heading", { level: 1, name: "Det gikk ikke" })).toBeInTheDocument();
  expect(screen.getByText("Skriv til post@fjellsynmedia.no i stedet.")).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Skriv til post@fjellsynmedia.no" })).toHaveAttribute(
    "href",
    "mailto:post@fjellsynmedia.no",
  );
});
