// Lighthouse's TBT computed again from a run's saved trace and network log, with the run's own
// settings: Lighthouse's Lantern simulation, as the run itself used it. Apart from
// main-thread.ts because Lighthouse's modules are ES modules, loaded here when first needed.
import type { Result } from "lighthouse";
import type { TraceEvent } from "./main-thread";

type TbtRequest =
  typeof import("lighthouse/core/computed/metrics/lantern-total-blocking-time.js").LanternTotalBlockingTime.request;

export async function simulatedTbt(
  lhr: Result,
  trace: { traceEvents: TraceEvent[] },
  devtoolsLog: unknown[],
): Promise<number> {
  const [{ LanternTotalBlockingTime }, constants] = await Promise.all([
    import("lighthouse/core/computed/metrics/lantern-total-blocking-time.js"),
    import("lighthouse/core/config/constants.js"),
  ]);
  const settings = { ...constants.defaultSettings, ...lhr.configSettings };
  const data = {
    trace,
    devtoolsLog,
    gatherContext: { gatherMode: "navigation" },
    settings,
    simulator: null,
    URL: {
      requestedUrl: lhr.requestedUrl,
      mainDocumentUrl: lhr.mainDocumentUrl ?? lhr.finalDisplayedUrl,
      finalDisplayedUrl: lhr.finalDisplayedUrl,
    },
    SourceMaps: [],
  };
  // Lighthouse's artifact types are ambient declarations of its own; these are the fields read.
  const result = await LanternTotalBlockingTime.request(
    data as unknown as Parameters<TbtRequest>[0],
    { computedCache: new Map(), settings } as unknown as Parameters<TbtRequest>[1],
  );
  return result.timing;
}
