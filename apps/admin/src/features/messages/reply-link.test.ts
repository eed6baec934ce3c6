import { describe, expect, it } from "vitest";
import { replyMailto } from "./reply-link";

describe("the reply to a contact message", () => {
  it("writes to the sender with 'Re:' and the message quoted", () => {
    const link = replyMailto(
      {
        name: "Ana Silva",
        email: "ana+loja@example.pt",
        message: "Têm as sandálias em 38?\nObrigada & até já",
        createdAt: "2026-11-23T08:06:00Z",
      },
      "Sapataria Lisboa",
    );
    const [address, query] = link.split("?");
    expect(address).toBe("mailto:ana%2Bloja@example.pt");
    expect(query).not.toContain("+");
    const params = new URLSearchParams(query);
    expect(params.get("subject")).toBe("Re: A sua mensagem à Sapataria Lisboa");
    expect(params.get("body")).toBe(
      "\n\nEm 23/11/2026, 08:06, Ana Silva escreveu:\n> Têm as sandálias em 38?\n> Obrigada & até já\n",
    );
  });
});
