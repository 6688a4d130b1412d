// Every way into the media library (an image field, the film field, "Mediebibliotek" in the
// header) checks an upload by the same rule, and every upload gets a name no file has: Decap
// would ask in English whether to overwrite a taken name and delete the old file at once. Decap
// has no hook before an upload; its file input is read when React hears the change, so a
// listener on the window, which hears it first, checks and renames the file there.
import { IMAGE_MAX_BYTES, VIDEO_MAX_BYTES, VIDEO_MAX_SECONDS } from "../content-model/schemas";

/** What a library accepts: the file types by their ending, the largest file, and what its content must be. */
export interface UploadRule {
  extensions: readonly string[];
  maxBytes: number;
  tooLarge: string;
  wrongType: (name: string) => string;
  content?: (file: File) => Promise<string | undefined>;
}

/**
 * A film's length in seconds as its MP4 or MOV header gives it (the "mvhd" box in "moov"), or
 * undefined when the file has no such header. Read from the bytes: the browser plays neither
 * every camera's codec nor, under the editor's policy, a film from a blob: address.
 */
export async function filmSeconds(file: Blob): Promise<number | undefined> {
  const read = async (at: number, length: number) => new DataView(await file.slice(at, at + length).arrayBuffer());
  let [at, end] = [0, file.size];
  while (at + 8 <= end) {
    const head = await read(at, 16);
    const type = String.fromCharCode(...[4, 5, 6, 7].map((byte) => head.getUint8(byte)));
    const large = head.getUint32(0) === 1 && head.byteLength === 16;
    const size = large ? Number(head.getBigUint64(8)) : head.getUint32(0) || end - at;
    const header = large ? 16 : 8;
    if (size < header) return undefined;
    if (type === "moov") {
      end = at + size;
      at += header;
    } else if (type === "mvhd") {
      const box = await read(at + header, 32);
      const long = box.getUint8(0) === 1;
      const scale = box.getUint32(long ? 20 : 12);
      const duration = long ? Number(box.getBigUint64(24)) : box.getUint32(16);
      return scale ? duration / scale : undefined;
    } else at += size;
  }
  return undefined;
}

const megabytes = (bytes: number) => `${bytes / 1_000_000} MB`;

const notAFilm = (name: string) => `«${name}» er ikke en film nettstedet kan bruke. Last opp MP4 eller MOV.`;

export const uploadRules = {
  image: {
    extensions: ["jpg", "jpeg", "png", "webp", "avif"],
    maxBytes: IMAGE_MAX_BYTES,
    tooLarge: `Filen er for stor. Et bilde kan være høyst ${megabytes(IMAGE_MAX_BYTES)}.`,
    wrongType: (name: string) =>
      `«${name}» er ikke et bilde nettstedet kan vise. Last opp JPG, PNG, WebP eller AVIF; en film velges i feltet «Film» eller «Film øverst».`,
  },
  video: {
    extensions: ["mp4", "mov"],
    maxBytes: VIDEO_MAX_BYTES,
    tooLarge: `Filen er for stor. En film kan være høyst ${megabytes(VIDEO_MAX_BYTES)}.`,
    wrongType: notAFilm,
    content: async (file: File) => {
      // A header cut short is no film either.
      const seconds = await filmSeconds(file).catch(() => undefined);
      if (seconds === undefined) return notAFilm(file.name);
      if (seconds <= VIDEO_MAX_SECONDS) return undefined;
      return `«${file.name}» varer ${Math.round(seconds)} sekunder, og en film kan vare høyst ${VIDEO_MAX_SECONDS}. Klipp den kortere først (på iPhone: Bilder › Rediger).`;
    },
  },
} as const satisfies Record<string, UploadRule>;

export type UploadKind = keyof typeof uploadRules;

const extensionOf = (name: string) => name.match(/\.([^.]+)$/)?.[1]?.toLowerCase() ?? "";

/** Why a file is refused by a rule, or nothing when it is accepted. */
export async function uploadRefusal(file: File, rule: UploadRule): Promise<string | undefined> {
  if (!rule.extensions.includes(extensionOf(file.name))) return rule.wrongType(file.name);
  if (file.size > rule.maxBytes) return rule.tooLarge;
  return rule.content?.(file);
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
  const checked = new WeakSet<Event>();
  window.addEventListener(
    "change",
    (event) => {
      const input = event.target;
      if (checked.has(event) || !(input instanceof HTMLInputElement) || input.type !== "file") return;
      const file = input.files?.[0];
      if (!file) return;
      // Decap hears of the file only once it is checked (a film's length takes a read) and renamed.
      event.stopImmediatePropagation();
      const { kind, base } = opener();
      void uploadRefusal(file, uploadRules[kind]).then((refusal) => {
        if (refusal) {
          input.value = "";
          refuse(refusal);
          return;
        }
        const renamed = new DataTransfer();
        renamed.items.add(
          new File([file], uploadName(file.name, base), { type: file.type, lastModified: file.lastModified }),
        );
        input.files = renamed.files;
        const change = new Event("change", { bubbles: true });
        checked.add(change);
        input.dispatchEvent(change);
      });
    },
    true,
  );
}
