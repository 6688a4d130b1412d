// Every way into the media library (an image field, the film field, "Mediebibliotek" in the
// header) checks an upload by the same rule, and every upload gets a name no file has: Decap
// would ask in English whether to overwrite a taken name and delete the old file at once. Decap
// has no hook before an upload; its file input is read when React hears the change, so a
// listener on the window, which hears it first, checks and renames the file there.
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

/** Six characters of the second and three random ones: no two uploads share them. */
export const uniqueSuffix = (now = Date.now(), random = Math.random()): string =>
  `${Math.floor(now / 1000).toString(36)}${Math.floor(random * 36 ** 3)
    .toString(36)
    .padStart(3, "0")}`;

/**
 * The name an upload is stored under: what it shows (the entry's address, or the field in a
 * page such as "hero"; else the file's own name), a suffix of its own, and its type's ending.
 * No name in the library is looked up, so none can be replaced.
 */
export function uploadName(original: string, base: string | undefined, suffix = uniqueSuffix()): string {
  const stem = nameSafe(base || original.replace(/\.[^.]+$/, "")) || "fil";
  return `${stem}-${suffix}.${extensionOf(original)}`;
}

/** Which rule the open library follows, and what its uploads are named after. */
export interface Opener {
  kind: UploadKind;
  base?: string;
}

export function guardUploads(window: Window, opener: () => Opener, refuse: (message: string) => void): void {
  window.addEventListener(
    "change",
    (event) => {
      const input = event.target;
      if (!(input instanceof HTMLInputElement) || input.type !== "file") return;
      const file = input.files?.[0];
      if (!file) return;
      const { kind, base } = opener();
      const refusal = uploadRefusal(file, uploadRules[kind]);
      if (refusal) {
        // Decap never hears of the file.
        event.stopImmediatePropagation();
        input.value = "";
        refuse(refusal);
        return;
      }
      const renamed = new DataTransfer();
      renamed.items.add(
        new File([file], uploadName(file.name, base), { type: file.type, lastModified: file.lastModified }),
      );
      input.files = renamed.files;
    },
    true,
  );
}
