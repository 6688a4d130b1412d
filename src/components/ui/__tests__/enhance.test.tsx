import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import * as React from "react";
import { enhancement, Keep, useEnhancement } from "../enhance";

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

  it("is asked for on a sign of use, and a failure leaves the part as it was until the next sign", async () => {
    const importCode = jest
      .fn<Promise<string>, []>()
      .mockRejectedValueOnce(new Error("Loading chunk 681 failed."))
      .mockResolvedValue("enhanced");
    const code = enhancement(importCode);
    function Part() {
      const ref = React.useRef<HTMLDivElement>(null);
      const arrived = useEnhancement(code, ref);
      return (
        <div ref={ref}>
          <input aria-label="felt" />
          <p>{arrived ?? "plain"}</p>
        </div>
      );
    }
    render(<Part />);
    expect(importCode).not.toHaveBeenCalled();

    fireEvent.focusIn(screen.getByRole("textbox"));
    await waitFor(() => expect(importCode).toHaveBeenCalledTimes(1));
    await act(() => Promise.resolve());
    expect(screen.getByText("plain")).toBeInTheDocument();

    fireEvent.input(screen.getByRole("textbox"));
    expect(await screen.findByText("enhanced")).toBeInTheDocument();
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
