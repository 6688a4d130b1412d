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
  /** A metadata event's name (process_name), a navigation's id. */
  args?: { name?: string; data?: { navigationId?: string } };
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

/** The unit every thread's work comes in on Chromium's scheduler. */
const TASK_NAMES = new Set(["RunTask", "ThreadControllerImpl::RunTask"]);

/** Chromium's processes that draw the browser's window and composite, not the page's. */
const BROWSER_PROCESSES = new Set(["Browser", "GPU Process"]);

/**
 * The CPU time (ms) Chromium's browser and GPU processes used in the first `windowMs` after the
 * page's navigation started: the window, the tab strip and the address bar drawn in software,
 * frames composited. On 2 cores the renderer waits while they run, and Lighthouse replays the
 * wait as the page's work, so this is what to look at when TBT is well above the CPU TBT. Some
 * of it the page causes (an animation, a video, a manifest that has Chrome animate an install
 * button). NaN when the trace does not say when the page's navigation started, or has no
 * thread times.
 */
export function browserProcessesCpuMs(events: TraceEvent[], windowMs = 1500): number {
  const navigationId = events.find((e) => e.name === "firstContentfulPaint")?.args?.data?.navigationId;
  const start = events.find(
    (e) => e.name === "navigationStart" && navigationId !== undefined && e.args?.data?.navigationId === navigationId,
  );
  if (!start) return Number.NaN;
  const pids = new Set(
    events
      .filter((e) => e.ph === "M" && e.name === "process_name" && BROWSER_PROCESSES.has(e.args?.name ?? ""))
      .map((e) => e.pid),
  );
  const end = start.ts + windowMs * 1000;
  const tasks = events
    .filter((e) => e.ph === "X" && TASK_NAMES.has(e.name) && pids.has(e.pid) && e.ts >= start.ts && e.ts < end)
    .sort((a, b) => a.ts - b.ts);
  if (!tasks.some((task) => task.tdur !== undefined)) return Number.NaN;
  // A task run inside another (a nested run loop) is part of the outer one's thread time.
  const threadBusyUntil = new Map<string, number>();
  let total = 0;
  for (const task of tasks) {
    const thread = `${task.pid}:${task.tid}`;
    if (task.ts < (threadBusyUntil.get(thread) ?? -Infinity)) continue;
    threadBusyUntil.set(thread, task.ts + (task.dur ?? 0));
    total += task.tdur ?? 0;
  }
  return total / 1000;
}
