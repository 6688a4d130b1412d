// The films the content names, checked and turned into web loops before the pages' queries run, so a
// refusal fails the build naming the file, the entry and the field, and File.webLoop finds the loops made.
import path from "node:path";
import type { Node } from "gatsby";
import { entryLabel, filmReferences, type ContentEntry } from "../content-model/validate";
import { probeFilm } from "./probe";
import { ensureWebLoop } from "./web-loop";

export interface ContentFile extends Node {
  absolutePath: string;
  relativePath: string;
}

/** Problems with the entries' films, one line each as the content check writes them; none when every loop is ready. */
export async function prepareContentFilms(options: {
  entries: readonly ContentEntry[];
  files: readonly ContentFile[];
  cacheDir: string;
  publicDir: string;
  /** Told of each film ffmpeg encoded, with the seconds it took. */
  onEncoded: (film: string, seconds: number) => void;
}): Promise<string[]> {
  const files = new Map(options.files.map((file) => [path.normalize(file.absolutePath), file]));
  const problems: string[] = [];
  const ready = new Map<string, { film: ContentFile; fps: number }>();
  for (const entry of options.entries) {
    for (const { field, value } of filmReferences(entry)) {
      const film = files.get(path.resolve(entry.folder ?? "", value));
      if (!film) continue; // a missing file is the content check's to report
      const probed = await probeFilm(film.absolutePath);
      if ("refusal" in probed) {
        problems.push(`${entry.file} (${entryLabel(entry.type, entry.data)}): ${field} "${value}" ${probed.refusal}`);
      } else ready.set(film.id, { film, fps: probed.facts.fps });
    }
  }
  if (problems.length > 0) return problems;
  for (const { film, fps } of ready.values()) {
    const started = Date.now();
    const { cacheDir, publicDir } = options;
    const request = { film: film.absolutePath, contentDigest: film.internal.contentDigest, facts: { fps } };
    const { encoded } = await ensureWebLoop({ ...request, cacheDir, publicDir });
    if (encoded) options.onEncoded(`content/${film.relativePath}`, (Date.now() - started) / 1000);
  }
  return [];
}
