// Reading the entry being edited: while a maintainer types, any field may be missing or empty,
// so every reader falls back to an empty value instead of trusting the content model's types.
export type Data = Record<string, unknown>;

export const record = (value: unknown): Data =>
  value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Data) : {};

export const text = (data: Data, key: string): string => {
  const value = data[key];
  return typeof value === "string" ? value : "";
};

/** The fields named as texts, each "" while missing. */
export const textFields = <Key extends string>(data: Data, keys: readonly Key[]): Record<Key, string> =>
  Object.fromEntries(keys.map((key) => [key, text(data, key)])) as Record<Key, string>;

/** An optional text: null when empty, as GraphQL gives it to the templates. */
export const optionalText = (data: Data, key: string): string | null => text(data, key).trim() || null;

export const number = (data: Data, key: string): number => {
  const value = Number(data[key]);
  return Number.isFinite(value) ? value : 0;
};

const items = (data: Data, key: string): unknown[] => {
  const value = data[key];
  return Array.isArray(value) ? value : [];
};

export const texts = (data: Data, key: string): string[] =>
  items(data, key).filter((item): item is string => typeof item === "string");

export const titledTexts = (data: Data, key: string): { title: string; text: string }[] =>
  items(data, key).map((item) => {
    const entry = record(item);
    return { title: text(entry, "title"), text: text(entry, "text") };
  });
