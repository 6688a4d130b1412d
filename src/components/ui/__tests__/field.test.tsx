import { render, screen } from "@testing-library/react";
import * as React from "react";
import { Field } from "../field";

const renderField = (field: React.ReactElement) => render(field);

describe("Field", () => {
  it("labels its input and marks a required one visibly without changing its name", () => {
    renderField(<Field label="Navn" name="name" required />);

    const input = screen.getByRole("textbox", { name: "Navn" });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute("name", "name");
    expect(screen.getByText("*")).toHaveAttribute("aria-hidden", "true");
  });

  it("announces its error and ties it to the input", () => {
    renderField(<Field label="E-post" name="email" type="email" error="Vennligst skriv inn en gyldig e-postadresse" />);

    const input = screen.getByRole("textbox", { name: "E-post" });
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription("Vennligst skriv inn en gyldig e-postadresse");
    expect(screen.getByRole("alert")).toHaveTextContent("Vennligst skriv inn en gyldig e-postadresse");
  });

  it("shows its label on screen unless asked not to", () => {
    renderField(<Field label="Emne" name="subject" />);

    expect(screen.getByText("Emne")).not.toHaveStyle({ position: "absolute" });
  });

  it("says nothing and is not invalid without an error", () => {
    renderField(<Field label="Emne" name="subject" />);

    expect(screen.getByRole("textbox", { name: "Emne" })).not.toHaveAttribute("aria-invalid");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("can keep its label for screen readers only", () => {
    renderField(<Field hideLabel label="E-postadresse" name="email" />);

    const label = screen.getByText("E-postadresse");
    expect(label.tagName).toBe("LABEL");
    expect(label).toHaveStyle({ position: "absolute", width: "1px", height: "1px", overflow: "hidden" });
    expect(screen.getByRole("textbox", { name: "E-postadresse" })).toBeInTheDocument();
  });
});
