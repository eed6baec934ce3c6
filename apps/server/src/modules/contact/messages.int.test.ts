import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.ts";
import { databaseKind } from "../../../test/database.ts";
import { insertContentFixture } from "../../../test/fixtures.ts";
import { staffSession } from "../../../test/staff.ts";
import { MESSAGE_NOT_FOUND } from "./messages.service.ts";

let shop: TestApp;
let manager: Awaited<ReturnType<typeof staffSession>>;
const ids: number[] = [];

beforeAll(async () => {
  shop = await createTestApp({ prepare: insertContentFixture });
  const start = Date.parse("2026-11-01T10:00:00Z");
  // 25 messages, one a minute: the last one is the newest.
  for (let i = 1; i <= 25; i += 1) {
    const { id } = await shop.database.db
      .insertInto("contact_messages")
      .values({
        name: i === 7 ? "Zé" : `Pessoa ${String(i).padStart(2, "0")}`,
        surname: i === 7 ? "Gonçalves" : "",
        email: `pessoa${i}@example.pt`,
        message: i === 3 ? `Têm as SANDÁLIAS em 38?\n${"x".repeat(400)}` : `Mensagem ${i}`,
        created_at: new Date(start + i * 60_000),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    ids.push(id);
  }
  manager = await staffSession(shop, "manager");
});
afterAll(() => shop?.close());

const id = (n: number) => ids[n - 1] as number;

describe(`GET /api/admin/messages (${databaseKind})`, () => {
  it("pages the messages newest first, each unread, and counts the unread ones", async () => {
    const first = await manager.call("GET", "/messages");
    expect(first.statusCode).toBe(200);
    const { data } = first.json();
    expect(data).toMatchObject({ total: 25, page: 1, pageSize: 20, unread: 25 });
    expect(data.items).toHaveLength(20);
    expect(data.items[0]).toEqual({
      id: id(25),
      name: "Pessoa 25",
      email: "pessoa25@example.pt",
      excerpt: "Mensagem 25",
      createdAt: "2026-11-01T10:25:00.000Z",
      read: false,
      answered: false,
    });
    const second = (await manager.call("GET", "/messages?page=2")).json().data;
    expect(second.items.map((item: { id: number }) => item.id)).toEqual([5, 4, 3, 2, 1].map(id));
    expect(second.items.find((item: { id: number }) => item.id === id(3)).excerpt).toHaveLength(
      160,
    );
  });

  it("finds messages by name, email or text, whatever the case, and sorts by name", async () => {
    const byText = (await manager.call("GET", "/messages?q=sandálias")).json().data;
    expect(byText.items.map((item: { id: number }) => item.id)).toEqual([id(3)]);
    const byName = (await manager.call("GET", "/messages?q=z%C3%A9%20gon")).json().data;
    expect(byName.items.map((item: { name: string }) => item.name)).toEqual(["Zé Gonçalves"]);
    const byEmail = (await manager.call("GET", "/messages?q=PESSOA12@")).json().data;
    expect(byEmail.total).toBe(1);
    const sorted = (await manager.call("GET", "/messages?sort=name&order=asc")).json().data;
    expect(sorted.items[0].name).toBe("Pessoa 01");
    expect(sorted.items[19].name).toBe("Pessoa 21");
  });

  it("refuses a bad page, sort or order naming the field", async () => {
    for (const [query, field] of [
      ["page=0", "page"],
      ["page=abc", "page"],
      ["sort=message", "sort"],
      ["order=up", "order"],
      [`q=${"a".repeat(101)}`, "q"],
    ]) {
      const response = await manager.call("GET", `/messages?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(Object.keys(response.json().error.fields), query).toEqual([field]);
    }
  });
});

describe(`one message (${databaseKind})`, () => {
  it("opens whole, and stays unread until marked read", async () => {
    const response = await manager.call("GET", `/messages/${id(3)}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      id: id(3),
      name: "Pessoa 03",
      email: "pessoa3@example.pt",
      readAt: null,
      readBy: null,
    });
    expect(response.json().data.message).toHaveLength(424);
  });

  it("is marked read by its first reader, which the list and the audit log show", async () => {
    const owner = await staffSession(shop, "owner");
    const read = await manager.call("PATCH", `/messages/${id(7)}`, { read: true });
    expect(read.statusCode).toBe(200);
    expect(read.json().data.readBy).toBe(manager.view.staff.name);
    const readAt = read.json().data.readAt;
    expect(Date.parse(readAt)).toBeGreaterThan(Date.now() - 60_000);

    // Read again by someone else: the first reader stays.
    const again = await owner.call("PATCH", `/messages/${id(7)}`, { read: true });
    expect(again.json().data).toMatchObject({ readAt, readBy: manager.view.staff.name });

    const list = (await manager.call("GET", "/messages?q=gon")).json().data;
    expect(list.items[0].read).toBe(true);
    expect(list.unread).toBe(24);

    const audit = (await owner.call("GET", `/audit?entity=message`)).json().data;
    expect(audit.items).toHaveLength(1);
    expect(audit.items[0]).toMatchObject({
      action: "message.read",
      entityId: String(id(7)),
      staff: { name: manager.view.staff.name },
      before: { read: false },
      after: { read: true },
    });

    const unread = await manager.call("PATCH", `/messages/${id(7)}`, { read: false });
    expect(unread.json().data).toMatchObject({ readAt: null, readBy: null });
    expect((await manager.call("GET", "/messages")).json().data.unread).toBe(25);
  });

  it("answers 404 to an unknown message and 400 to a bad id or body", async () => {
    for (const method of ["GET", "PATCH"] as const) {
      const unknown = await manager.call(method, "/messages/999999", { read: true });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error.message).toBe(MESSAGE_NOT_FOUND);
      const bad = await manager.call(method, "/messages/abc", { read: true });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.fields).toHaveProperty("id");
    }
    const body = await manager.call("PATCH", `/messages/${id(1)}`, { read: "sim" });
    expect(body.statusCode).toBe(400);
    expect(body.json().error.fields.read).toBe("Indique se a mensagem foi lida.");
  });
});

describe(`who may read the messages (${databaseKind})`, () => {
  it("answers 401 without a staff session and 403 to a store's account", async () => {
    for (const url of ["/api/admin/messages", `/api/admin/messages/${id(1)}`]) {
      const signedOut = await shop.app.inject({ url });
      expect(signedOut.statusCode).toBe(401);
      expect(signedOut.json().error.code).toBe("UNAUTHORIZED");
    }
    const store = await staffSession(shop, "store", { storeId: 1 });
    for (const [method, url] of [
      ["GET", "/messages"],
      ["GET", `/messages/${id(1)}`],
      ["PATCH", `/messages/${id(1)}`],
    ] as const) {
      const refused = await store.call(method, url, { read: true });
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.json().error.message).toBe("A sua função não permite esta ação.");
    }
    const untouched = (await manager.call("GET", `/messages/${id(1)}`)).json().data;
    expect(untouched.readAt).toBeNull();
  });
});
