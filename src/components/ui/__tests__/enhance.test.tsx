import { render, screen } from "@testing-library/react";
import * as React from "react";
import { enhancement, Keep } from "../enhance";

// That a sign of use fetches the code, again after a failure, is tested in the browser (e2e/enhancement-failure.spec.ts).
describe("an enhancement's code", () => {
  it("is fetched again after a failed import, and kept once it has arrived", async () => {
    const importCode = jest
      .fn<Promise<string>, []>()
      .mockRejectedValueOnce(new Error("Loading chunk 681 failed."))
      .mockResolvedValue("the code");
    const code = enhancement(importCode);

    await expect(code.load()).rejects.toThrow("Loading chunk 681 failed.");
    expect(code.current()).toBeUndefined();
    await expect(code.load()).resolves.toBe("the code");
    await code.load();

    expect(code.current()).toBe("the code");
    expect(importCode).toHaveBeenCalledTimes(2);
  });
});

describe("the boundary around a part", () => {
  function Part({ fail }: { fail: boolean }) {
    if (fail) throw new Error("the part broke");
    return <a href="/kontakt">Kontakt</a>;
  }

  it("keeps the part's last markup, as plain HTML, and the page around it", () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    const page = (fail: boolean) => (
      <main>
        <h1>Overskrift</h1>
        <Keep>
          <Part fail={fail} />
        </Keep>
      </main>
    );
    const { rerender } = render(page(false));

    rerender(page(true));

    expect(screen.getByRole("heading", { name: "Overskrift" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Kontakt" })).toHaveAttribute("href", "/kontakt");
    jest.restoreAllMocks();
  });

  it("shows its fallback instead when it has one", () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    render(
      <Keep fallback={<p>Reserve</p>}>
        <Part fail />
      </Keep>,
    );

    expect(screen.getByText("Reserve")).toBeInTheDocument();
    jest.restoreAllMocks();
  });
});
