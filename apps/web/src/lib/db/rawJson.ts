/**
 * JSON sent inside a request body as it is, without turning it into objects on the page and serialising them again
 * there (issue 15: the saved-dataset insert made and serialised its 10,000-row preview on the page's thread, a task of
 * ~120–145 ms, and handing fetch the ~2 MB body string cost another long task; the parse worker now makes that JSON,
 * as a Blob). `rawJson(json)` answers a placeholder string to put where the value goes; the data client's fetch
 * (`spliceRawJson`, lib/db/client) puts the JSON in its place in the serialised body — a Blob made of the body's
 * text around it and the JSON Blob itself, so its bytes are not copied on the page. A placeholder stays good for the
 * last few JSONs (a request may be retried with the same body).
 */
export type RawJson = string & { readonly rawJson: unique symbol };

/** Placeholders look like this, the number after it told apart per JSON; random per page load, so no cell text matches by chance. */
const PREFIX = `tallyline-raw-json-${Array.from(crypto.getRandomValues(new Uint32Array(2)), (n) => n.toString(36)).join('')}-`;
/** JSONs kept for their placeholders: the newest few. */
const KEEP = 8;
const jsons = new Map<string, Blob>();
let next = 0;

/** A placeholder for `json` (a Blob of valid JSON text), to stand for it in an object the client serialises. */
export function rawJson(json: Blob): RawJson {
  const token = `${PREFIX}${next++}`;
  jsons.set(token, json);
  while (jsons.size > KEEP) jsons.delete(jsons.keys().next().value!);
  return token as RawJson;
}

/**
 * `body` (serialised JSON) with each quoted placeholder replaced by its JSON: unchanged when it has none, else a Blob
 * of the parts (typed application/json).
 */
export function spliceRawJson(body: string): string | Blob {
  if (!body.includes(PREFIX)) return body;
  const parts: (string | Blob)[] = [];
  let from = 0;
  for (let at = body.indexOf(`"${PREFIX}`); at >= 0; at = body.indexOf(`"${PREFIX}`, from)) {
    const end = body.indexOf('"', at + 1);
    const json = jsons.get(body.slice(at + 1, end));
    parts.push(body.slice(from, json === undefined ? end + 1 : at));
    if (json !== undefined) parts.push(json);
    from = end + 1;
  }
  parts.push(body.slice(from));
  return new Blob(parts, { type: 'application/json' });
}
