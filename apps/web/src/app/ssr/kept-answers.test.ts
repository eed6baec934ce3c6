import { describe, expect, it } from "vitest";
import type { ApiTransport } from "../../lib/api-client";
import { readServerRender, type ServerRender, scriptJson } from "./hydration";
import { renderJson, sharingKeptAnswers } from "./kept-answers";

const persistent = { valid: true, data: { settings: { name: "Sapataria </script> & filhos" } } };

/** The persistent data as a page's query reads it through `transport`. */
async function readPersistent(transport: ApiTransport) {
  const answer = await transport("/public/persistent", { headers: {} });
  return (await answer.json()) as typeof persistent;
}

function serverTransport(bytes: Uint8Array<ArrayBuffer>, kept: boolean) {
  let asked = 0;
  const transport = sharingKeptAnswers(async () => {
    asked += 1;
    const response = new Response(bytes as Uint8Array<ArrayBuffer>, {
      headers: { "content-type": "application/json" },
    });
    return kept ? Object.assign(response, { keptBytes: bytes }) : response;
  });
  return { transport, asked: () => asked };
}

function render(data: unknown, other: unknown): ServerRender {
  return {
    path: "/product/1",
    router: { loaderData: { root: null } },
    queries: {
      mutations: [],
      queries: [
        { queryKey: ["persistent"], queryHash: '["persistent"]', state: { data } },
        { queryKey: ["other"], queryHash: '["other"]', state: { data: other } },
      ],
    } as unknown as ServerRender["queries"],
  };
}

describe("the server's kept answers, read once by the renderer", () => {
  it("gives every page the same envelope, frozen, from the same bytes", async () => {
    const bytes = new TextEncoder().encode(JSON.stringify(persistent));
    const { transport } = serverTransport(bytes, true);
    const first = await readPersistent(transport);
    const second = await readPersistent(transport);
    expect(first).toEqual(persistent);
    expect(second).toBe(first);
    expect(Object.isFrozen(first.data.settings)).toBe(true);
    expect(() => {
      first.data.settings.name = "changed";
    }).toThrow(TypeError);
  });

  it("reads an answer not kept (or new bytes) as it comes", async () => {
    const bytes = new TextEncoder().encode(JSON.stringify(persistent));
    const { transport } = serverTransport(bytes, false);
    const first = await readPersistent(transport);
    const second = await readPersistent(transport);
    expect(second).toEqual(first);
    expect(second).not.toBe(first);
  });

  it("writes the data block exactly as scriptJson would, the kept data from its JSON made once", async () => {
    const bytes = new TextEncoder().encode(JSON.stringify(persistent));
    const { transport } = serverTransport(bytes, true);
    const envelope = await readPersistent(transport);
    const other = { note: "\u0000kept 0\u0000", html: "<b>" };
    const page = render(envelope.data, other);
    expect(renderJson(page)).toBe(scriptJson(page));
    expect(renderJson(page)).not.toContain("</script>");
    document.body.innerHTML = `<script type="application/json" id="server-render">${renderJson(page)}</script>`;
    expect(readServerRender()).toEqual(page);
  });
});
