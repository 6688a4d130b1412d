import { act, render, screen } from "@testing-library/react";
import * as React from "react";
import { ErrorBoundary } from "../../components/layout/error-boundary";
import { lazyEnhancement, RETRY_DELAYS_MS } from "../lazy-enhancement";

function Enhanced({ label }: { label: string }): React.ReactElement {
  return <p>{label}</p>;
}

const chunkError = () => Object.assign(new Error("Loading chunk 394 failed."), { name: "ChunkLoadError" });

function renderLazy(Component: React.ComponentType<{ label: string }>) {
  return render(
    <ErrorBoundary>
      <React.Suspense fallback={<p>Serverens versjon</p>}>
        <Component label="Lastet" />
      </React.Suspense>
    </ErrorBoundary>,
  );
}

/** Lets every pending timer and promise run, one retry delay at a time. */
async function runRetries(): Promise<void> {
  for (const delay of RETRY_DELAYS_MS) {
    await act(async () => {
      await jest.advanceTimersByTimeAsync(delay);
    });
  }
}

describe("lazyEnhancement", () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    jest.useFakeTimers();
    consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.useRealTimers();
    consoleError.mockRestore();
  });

  it("tries a failed download again and renders what the later try loads", async () => {
    const load = jest.fn().mockRejectedValueOnce(chunkError()).mockResolvedValue(Enhanced);
    renderLazy(lazyEnhancement("Testdelen", load));
    await runRetries();
    expect(screen.getByText("Lastet")).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("keeps the server's version, not the error screen, when every try fails", async () => {
    const load = jest.fn().mockRejectedValue(chunkError());
    renderLazy(lazyEnhancement("Testdelen", load));
    await runRetries();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(60_000);
    });
    expect(load).toHaveBeenCalledTimes(RETRY_DELAYS_MS.length + 1);
    expect(screen.getByText("Serverens versjon")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(String(consoleError.mock.calls[0]?.[0])).toContain("Testdelen");
  });
});
