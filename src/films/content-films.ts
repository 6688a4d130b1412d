// The films the content names, checked and turned into web loops before the pages' queries run:
// gatsby-node's createPages calls this on every build, so a refusal always fails the build with
// the file, the entry and the field, and the queries' resolver (File.webLoop) finds the loops made.
import path from "node:path";
import type { Node } from "gatsby";
import { contentSchemas, type ContentType } from "../content-model/schemas";
import { entryLabel, filmReferences } from "../content-model/validate";
import { probeFilm } from "./probe";
import { ensureWebLoop } from "./web-loop";

export interface ContentFile extends Node {
  absolutePath: string;
  relativePath: string;
}

interface Helpers {
  getNodesByType: (type: string) => Node[];
  getNode: (id: string) => Node | undefined;
  cacheDir: string;
  publicDir: string;
  /** Told of each film ffmpeg encoded, with the seconds it took. */
  onEncoded: (film: string, seconds: number) => void;
}

/** Problems with the content's films, one line each as the content check writes them; none when every loop is ready. */
export async function prepareContentFilms({
  getNodesByType,
  getNode,
  cacheDir,
  publicDir,
  onEncoded,
}: Helpers): Promise<string[]> {
  const files = new Map(
    (getNodesByType("File") as ContentFile[]).map((file) => [path.normalize(file.absolutePath), file]),
  );
  const problems: string[] = [];
  const ready: { film: ContentFile; fps: number }[] = [];
  for (const type of Object.keys(contentSchemas) as ContentType[]) {
    for (const node of getNodesByType(type)) {
      const entry = node.parent ? (getNode(node.parent) as ContentFile | undefined) : undefined;
      if (!entry) continue;
      const data: Record<string, unknown> = node;
      for (const { field, value } of filmReferences(type, data)) {
        const film = files.get(path.resolve(path.dirname(entry.absolutePath), value));
        // A missing file is the content check's to report.
        if (!film) continue;
        const probed = await probeFilm(film.absolutePath);
        if ("refusal" in probed) {
          problems.push(
            `content/${entry.relativePath} (${entryLabel(type, data)}): ${field} "${value}" ${probed.refusal}`,
          );
        } else if (!ready.some((other) => other.film.id === film.id)) {
          ready.push({ film, fps: probed.facts.fps });
        }
      }
    }
  }
  if (problems.length > 0) return problems;
  for (const { film, fps } of ready) {
    const started = Date.now();
    const { encoded } = await ensureWebLoop({
      film: film.absolutePath,
      contentDigest: film.internal.contentDigest,
      facts: { fps },
      cacheDir,
      publicDir,
    });
    if (encoded) onEncoded(`content/${film.relativePath}`, (Date.now() - started) / 1000);
  }
  return [];
}
