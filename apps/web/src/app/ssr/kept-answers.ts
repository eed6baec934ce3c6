import type { ApiAnswer, ApiTransport } from "../../lib/api-client";
import { type ServerRender, scriptJson } from "./hydration";

/**
 * The server's in-process answer to an API call whose bytes it keeps (the persistent data, a
 * product): `keptBytes` is the same Buffer for as long as the answer stays the same, so the
 * renderer reads it once, not on every page (apps/server/src/http/storefront-render.ts).
 */
type KeptAnswer = ApiAnswer & { keptBytes?: Uint8Array };

interface KeptEnvelope {
  valid: boolean;
  data?: unknown;
}

/** Each kept answer read once: its envelope, frozen, as every page's queries share it. */
const envelopes = new WeakMap<Uint8Array, KeptEnvelope>();
/** A kept answer's data as a data block writes it (scriptJson), by the data itself. */
const dataJson = new WeakMap<object, string>();

/** Freezes a parsed JSON value through and through: a page changing shared data fails loudly. */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

function envelopeOf(bytes: Uint8Array): KeptEnvelope {
  let envelope = envelopes.get(bytes);
  if (!envelope) {
    envelope = deepFreeze(JSON.parse(new TextDecoder().decode(bytes)) as KeptEnvelope);
    const { data } = envelope;
    if (data !== null && typeof data === "object") dataJson.set(data, scriptJson(data));
    envelopes.set(bytes, envelope);
  }
  return envelope;
}

/** The server's transport, its kept answers read once and shared by the pages (read-only). */
export function sharingKeptAnswers(api: ApiTransport): ApiTransport {
  return async (path, init) => {
    const response: KeptAnswer = await api(path, init);
    if (!response.keptBytes) return response;
    const envelope = envelopeOf(response.keptBytes);
    response.json = () => Promise.resolve(envelope);
    return response;
  };
}

/** Where a kept answer's JSON goes in the data block: a string no answer holds (nor can guess). */
const NONCE = crypto.randomUUID();
const place = (index: number) => `\u0000${NONCE} ${index}\u0000`;
const PLACES = new RegExp(`"\\\\u0000${NONCE} (\\d+)\\\\u0000"`, "g");

/**
 * The page's data block (scriptJson of the render), the data of kept answers written from their
 * JSON made once instead of serialised again on every page.
 */
export function renderJson(render: ServerRender): string {
  const kept: string[] = [];
  const queries = render.queries.queries.map((query) => {
    const json = dataJson.get(query.state.data as object);
    if (json === undefined) return query;
    kept.push(json);
    return { ...query, state: { ...query.state, data: place(kept.length - 1) } };
  });
  if (kept.length === 0) return scriptJson(render);
  const text = scriptJson({ ...render, queries: { ...render.queries, queries } });
  return text.replace(PLACES, (_, index: string) => kept[Number(index)] ?? "null");
}
