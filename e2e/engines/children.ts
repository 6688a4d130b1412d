// The processes the engine tests start (servers, Xvfb, WebKitWebDriver) end with the run, however
// it ends: stopped by a signal or a timeout included, so none is left holding a port or a display.
import type { ChildProcess } from "node:child_process";

const running = new Set<ChildProcess>();

function stopAll(): void {
  for (const child of running) child.kill("SIGTERM");
  running.clear();
}

process.on("exit", stopAll);
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
  process.once(signal, () => {
    stopAll();
    process.exit(128 + (signal === "SIGINT" ? 2 : signal === "SIGTERM" ? 15 : 1));
  });
}

/** Registers a child so it is stopped when this process ends; returns it. */
export function owned<T extends ChildProcess>(child: T): T {
  running.add(child);
  child.once("exit", () => running.delete(child));
  return child;
}
