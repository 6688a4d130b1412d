// Every way into the media library (an image field, the video field, "Mediebibliotek" in the
// header) checks an upload by the same rule, and no upload replaces a file: Decap would ask in
// English whether to overwrite and delete the old file at once, before anything is published, so
// a taken name gets the next free one instead ("fixano-2.jpg"). Decap has no hook before an
// upload; its file input is read when React hears the change, so a listener on the window, which
// hears it first, checks and renames the file there.
import { IMAGE_MAX_BYTES, VIDEO_MAX_BYTES } from "../content-model/schemas";

/** What a library accepts: the file types by their ending, and the largest file. */
export interface UploadRule {
  extensions: readonly string[];
  maxBytes: number;
  tooLarge: string;
  wrongType: (name: string) => string;
}

const megabytes = (bytes: number) => `${bytes / 1_000_000} MB`;

export const uploadRules = {
  image: {
    extensions: ["jpg", "jpeg", "png", "webp", "avif"],
    maxBytes: IMAGE_MAX_BYTES,
    tooLarge: `Filen er for stor. Et bilde kan være høyst ${megabytes(IMAGE_MAX_BYTES)}.`,
    wrongType: (name: string) =>
      `«${name}» er ikke et bilde nettstedet kan vise. Last opp JPG, PNG, WebP eller AVIF; en film hører hjemme i et videofelt.`,
  },
  video: {
    extensions: ["mp4", "mov"],
    maxBytes: VIDEO_MAX_BYTES,
    tooLarge: `Filen er for stor. En film kan være høyst ${megabytes(VIDEO_MAX_BYTES)}.`,
    wrongType: (name: string) => `«${name}» er ikke en film nettstedet kan bruke. Last opp MP4 eller MOV.`,
  },
} as const satisfies Record<string, UploadRule>;

export type UploadKind = keyof typeof uploadRules;

const extensionOf = (name: string) => name.match(/\.([^.]+)$/)?.[1]?.toLowerCase() ?? "";

/** Why a file is refused by a rule, or nothing when it is accepted. */
export function uploadRefusal(file: Pick<File, "name" | "size">, rule: UploadRule): string | undefined {
  if (!rule.extensions.includes(extensionOf(file.name))) return rule.wrongType(file.name);
  if (file.size > rule.maxBytes) return rule.tooLarge;
  return undefined;
}

/** Lower-case a–z, digits and hyphens, as Decap names uploaded files and slugs are written. */
function nameSafe(text: string): string {
  return text
    .toLowerCase()
    .replace(/æ/g, "ae")
    .replace(/ø/g, "o")
    .replace(/å/g, "a")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * The name an upload is stored under: the entry's address when it has one (else the file's own
 * name), with its type's ending, and "-2", "-3" … after it while that name is taken.
 */
export function freeName(original: string, base: string | undefined, taken: ReadonlySet<string>): string {
  const extension = extensionOf(original);
  const stem = nameSafe(base || original.replace(/\.[^.]+$/, "")) || "fil";
  const named = (n: number) => `${n === 1 ? stem : `${stem}-${n}`}.${extension}`;
  const lowerTaken = new Set([...taken].map((name) => name.toLowerCase()));
  let n = 1;
  while (lowerTaken.has(named(n))) n += 1;
  return named(n);
}

export interface UploadGuard {
  /** Which rule the open library follows. */
  kind: () => UploadKind;
  /** The open entry's address, if it has one. */
  entrySlug: () => string | undefined;
  /** The names already in the open library. */
  taken: () => ReadonlySet<string>;
  refuse: (message: string) => void;
}

export function guardUploads(window: Window, guard: UploadGuard): void {
  window.addEventListener(
    "change",
    (event) => {
      const input = event.target;
      if (!(input instanceof HTMLInputElement) || input.type !== "file") return;
      const file = input.files?.[0];
      if (!file) return;
      const refusal = uploadRefusal(file, uploadRules[guard.kind()]);
      if (refusal) {
        // Decap never hears of the file.
        event.stopImmediatePropagation();
        input.value = "";
        guard.refuse(refusal);
        return;
      }
      const name = freeName(file.name, guard.entrySlug(), guard.taken());
      if (name === file.name) return;
      const renamed = new DataTransfer();
      renamed.items.add(new File([file], name, { type: file.type, lastModified: file.lastModified }));
      input.files = renamed.files;
    },
    true,
  );
}
