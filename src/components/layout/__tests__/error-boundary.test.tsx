import { render, screen } from "@testing-library/react";
import * as React from "react";
import { errorPage } from "../../../../test/support/site-content";
import { describeError, ErrorBoundary } from "../error-boundary";

function Broken({ error }: { error: unknown }): React.ReactElement {
  throw error;
}

describe("ErrorBoundary", () => {
  beforeEach(() => jest.spyOn(console, "error").mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it("shows the fallback page from content with the error's message", () => {
    render(
      <ErrorBoundary>
        <Broken error={new Error("Kunne ikke laste siden")} />
      </ErrorBoundary>,
    );
    expect(screen.getByRole("heading", { name: errorPage.heading })).toBeInTheDocument();
    expect(screen.getByText("Kunne ikke laste siden")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: errorPage.homeLink })).toHaveAttribute("href", "/");
  });

  it("prefers a status with its text, as a routing error has", () => {
    expect(describeError({ status: 404, statusText: "Not Found" }, errorPage.unknownError)).toBe("404 Not Found");
    expect(describeError({ status: 500 }, errorPage.unknownError)).toBe("500");
    expect(describeError("noe gikk galt", errorPage.unknownError)).toBe("noe gikk galt");
    expect(describeError(undefined, errorPage.unknownError)).toBe(errorPage.unknownError);
  });
});
