// A fresh directory per call, for tests whose server keeps leads, mail or subscribers on disk.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export const scratchDir = (): string => mkdtempSync(path.join(tmpdir(), "fjellsyn-test-"));
