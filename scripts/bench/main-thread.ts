// The page's share of Lighthouse's TBT, told apart from the machine's.
//
// With simulated throttling Lighthouse replays the page's main-thread tasks at their observed
// wall-clock length (times the CPU slowdown, 4 on the mobile preset). On a machine with few
// cores the main thread also waits while Chromium's browser process, its compositor and
// Lighthouse itself have the CPU, and that wait is replayed as if the page had worked. Here each
// main-thread task is shortened to its thread time (the CPU it used), its events scaled into it,
// and Lighthouse's own TBT computation runs again on that trace (lantern-tbt.ts): "CPU TBT".
// Thread time leaves out waits the page did cause (a synchronous call to the browser process,
// such as a font lookup), so CPU TBT is the lower bound and Lighthouse's TBT the upper one.

/** The fields of a Chrome trace event read or rewritten here. */
export interface TraceEvent {
  name: string;
  ph?: string;
  pid: number;
  tid: number;
  /** Microseconds. */
  ts: number;
  dur?: number;
  /** Thread (CPU) time, microseconds. */
  tdur?: number;
}

/**
 * The trace with each top-level task on the page's main thread (the thread that recorded the
 * first contentful paint) as long as its thread time, and the events inside it scaled to fit.
 * Other threads and events outside tasks are left as they are.
 */
export function cpuTimeTrace(events: TraceEvent[]): TraceEvent[] {
  const paint = events.find((e) => e.name === "firstContentfulPaint");
  if (!paint) return events;
  const onMain = events
    .filter((e) => e.ph === "X" && e.pid === paint.pid && e.tid === paint.tid)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const rewritten = new Map<TraceEvent, TraceEvent>();
  let task: TraceEvent | undefined;
  let taskEnd = -Infinity;
  for (const event of onMain) {
    if (event.name === "RunTask" && event.ts >= taskEnd) {
      task = event;
      taskEnd = event.ts + (event.dur ?? 0);
    }
    if (!task || event.ts >= taskEnd) continue;
    const wall = task.dur ?? 0;
    const ratio = wall > 0 && task.tdur !== undefined ? Math.min(1, task.tdur / wall) : 1;
    rewritten.set(event, { ...event, ts: task.ts + (event.ts - task.ts) * ratio, dur: (event.dur ?? 0) * ratio });
  }
  return events.map((event) => rewritten.get(event) ?? event);
}
