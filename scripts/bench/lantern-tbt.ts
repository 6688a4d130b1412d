// Lighthouse's TBT computed again from a run's saved trace and network log, with the run's own
// settings: Lighthouse's Lantern simulation, as the run itself used it. Apart from
// main-thread.ts because Lighthouse's modules are ES modules, loaded here when first needed.
//
// Beside the total it reports the share of the tasks that ran before the page's first paint
// (parsing the HTML, the first style and layout, the first paint). Lantern estimates the first
// paint from a reduced graph: the render-blocking requests, the render-blocking scripts and the
// first parse, first layout and first paint tasks. In Chromium 156 the first parse in the trace is
// often the blank initial document's, and the task that commits the navigation is never in that
// graph, so those tasks, and with them often the page's own parse and first layout, run after the
// estimated paint in the full simulation, which TBT uses, and count as blocking time like any
// script.
import type { Result } from "lighthouse";
import type { TraceEvent } from "./main-thread";

type TbtRequest =
  typeof import("lighthouse/core/computed/metrics/lantern-total-blocking-time.js").LanternTotalBlockingTime.request;

/** A main-thread task as the simulation placed it (ms) and when it ran in the trace (µs). */
export interface PlacedTask {
  start: number;
  end: number;
  duration: number;
  tracedAt: number;
}

/** Lantern's blocking time of one task within [fcpMs, ttiMs] (TBTUtils.calculateTbtImpactForEvent). */
export type TaskImpact = (task: PlacedTask, fcpMs: number, ttiMs: number) => number;

/** The blocking time of the tasks that ran before `tracedBefore` in the trace (all: Infinity). */
export function blockingTimeBefore(
  tasks: readonly PlacedTask[],
  window: { fcpMs: number; ttiMs: number },
  tracedBefore: number,
  impact: TaskImpact,
): number {
  return tasks
    .filter((task) => task.tracedAt < tracedBefore)
    .reduce((sum, task) => sum + impact(task, window.fcpMs, window.ttiMs), 0);
}

export interface SimulatedTbt {
  totalMs: number;
  /** Of totalMs, the tasks that ran before the first contentful paint; NaN when not told apart. */
  beforePaintMs: number;
}

interface Estimate {
  timeInMs: number;
  nodeTimings?: Map<{ type: string; event?: { ts: number } }, { startTime: number; endTime: number; duration: number }>;
}

interface MetricResult {
  timing: number;
  optimisticEstimate: Estimate;
  pessimisticEstimate: Estimate;
}

export async function simulatedTbt(
  lhr: Result,
  trace: { traceEvents: TraceEvent[] },
  devtoolsLog: unknown[],
): Promise<SimulatedTbt> {
  const [{ LanternTotalBlockingTime }, { LanternFirstContentfulPaint }, { LanternInteractive }, utils, constants] =
    await Promise.all([
      import("lighthouse/core/computed/metrics/lantern-total-blocking-time.js"),
      import("lighthouse/core/computed/metrics/lantern-first-contentful-paint.js"),
      import("lighthouse/core/computed/metrics/lantern-interactive.js"),
      import("@paulirish/trace_engine/models/trace/lantern/metrics/TBTUtils.js"),
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
  const input = data as unknown as Parameters<TbtRequest>[0];
  const context = { computedCache: new Map(), settings } as unknown as Parameters<TbtRequest>[1];
  const tbt = (await LanternTotalBlockingTime.request(input, context)) as unknown as MetricResult;
  // Computed once already for the TBT, so these come from the same cache.
  const fcp = (await LanternFirstContentfulPaint.request(input, context)) as unknown as MetricResult;
  const tti = (await LanternInteractive.request(input, context)) as unknown as MetricResult;

  const paint = trace.traceEvents.find((event) => event.name === "firstContentfulPaint");
  const impact: TaskImpact = (task, fcpMs, ttiMs) => utils.calculateTbtImpactForEvent(task, fcpMs, ttiMs);
  // As Lantern's TotalBlockingTime does: each estimate's window uses the opposite FCP estimate.
  const split = (estimate: Estimate, fcpMs: number, ttiMs: number) => {
    const tasks: PlacedTask[] = [];
    for (const [node, { startTime, endTime, duration }] of estimate.nodeTimings ?? []) {
      if (node.type === "cpu" && node.event)
        tasks.push({ start: startTime, end: endTime, duration, tracedAt: node.event.ts });
    }
    const window = { fcpMs, ttiMs };
    return {
      all: blockingTimeBefore(tasks, window, Infinity, impact),
      beforePaint: paint ? blockingTimeBefore(tasks, window, paint.ts, impact) : Number.NaN,
    };
  };
  const optimistic = split(tbt.optimisticEstimate, fcp.pessimisticEstimate.timeInMs, tti.optimisticEstimate.timeInMs);
  const pessimistic = split(tbt.pessimisticEstimate, fcp.optimisticEstimate.timeInMs, tti.pessimisticEstimate.timeInMs);
  // TBT's coefficients are one half each and no intercept; if this reading of Lighthouse stops
  // adding up to its own total (a new version), say so rather than print a wrong share.
  const recomputed = (optimistic.all + pessimistic.all) / 2;
  const beforePaintMs =
    Math.abs(recomputed - tbt.timing) < 0.5 ? (optimistic.beforePaint + pessimistic.beforePaint) / 2 : Number.NaN;
  return { totalMs: tbt.timing, beforePaintMs };
}
