// Sends a form to one of our functions as JSON and reads the answer the way both forms need it.

export type PostResult =
  | { ok: true }
  | { ok: false; kind: "rejected"; status: number; error?: string; fields?: Record<string, string> }
  | { ok: false; kind: "network" };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export async function postForm(url: string, body: Record<string, string>): Promise<PostResult> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, kind: "network" };
  }

  let data: unknown;
  try {
    data = await response.json();
  } catch {
    data = undefined;
  }
  // An `error` in the answer is a failure even if the status says otherwise.
  const error = isRecord(data) && typeof data.error === "string" ? data.error : undefined;
  if (response.ok && !error) return { ok: true };

  const fields =
    isRecord(data) && isRecord(data.fields)
      ? Object.fromEntries(
          Object.entries(data.fields).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
        )
      : undefined;
  return { ok: false, kind: "rejected", status: response.status, error, fields };
}
