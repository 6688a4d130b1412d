// A Logger that keeps its lines, so tests can read what an operator would see.
import type { Logger } from "../../src/server/http/types";

export interface RecordingLogger extends Logger {
  lines: string[];
}

export function recordingLogger(): RecordingLogger {
  const lines: string[] = [];
  return {
    lines,
    info: (message) => lines.push(`info ${message}`),
    warn: (message) => lines.push(`warn ${message}`),
    error: (message) => lines.push(`error ${message}`),
  };
}

export const fixedClock = (start = Date.UTC(2025, 0, 1)) => {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
};
