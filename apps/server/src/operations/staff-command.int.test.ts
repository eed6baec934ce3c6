import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../test/app.ts";
import { startEmbeddedShop } from "../../test/embedded-shop.ts";
import { insertContentFixture } from "../../test/fixtures.ts";
import { asStaff, signInStaff } from "../../test/staff.ts";
import { runStaffCommand } from "./staff-command.ts";

let shop: TestApp;
let closed = false;

beforeAll(async () => {
  shop = await startEmbeddedShop(insertContentFixture);
});
afterAll(() => (closed ? undefined : shop?.close()));

const tokenOf = (lines: string[]) => new URL(lines.at(-1) ?? "").searchParams.get("token");

describe("npm run staff", () => {
  it("adds an owner while the shop runs, whose one-time link sets the password", async () => {
    const lines = await runStaffCommand(shop.config, [
      "add",
      "dona@sapatarialisboa.pt",
      "--role",
      "owner",
      "--name",
      "Dona da Loja",
    ]);
    expect(lines[0]).toBe(
      "dona@sapatarialisboa.pt (owner) added. One-time link to set the password:",
    );
    expect(lines[1]).toMatch(/^http:\/\/.+\/admin\/definir-palavra-passe\?token=/);
    const set = await asStaff(shop, null)("POST", "/password-link", {
      token: tokenOf(lines),
      password: "a-minha-loja-2026",
    });
    expect(set.statusCode).toBe(200);
    const { view } = await signInStaff(shop, "dona@sapatarialisboa.pt", "a-minha-loja-2026");
    expect(view.staff).toMatchObject({ role: "owner", name: "Dona da Loja" });
  });

  it("refuses a role that does not exist and a store role without a store", async () => {
    await expect(
      runStaffCommand(shop.config, ["add", "x@sapatarialisboa.pt", "--role", "boss"]),
    ).rejects.toThrow(/Escolha uma função/);
    await expect(
      runStaffCommand(shop.config, ["add", "y@sapatarialisboa.pt", "--role", "store"]),
    ).rejects.toThrow(/Escolha a loja/);
    await expect(runStaffCommand(shop.config, ["fire"])).rejects.toThrow(/Usage/);
  });

  it("gives a new link and lists the staff with the shop stopped", async () => {
    await shop.close();
    closed = true;
    const lines = await runStaffCommand(shop.config, ["link", "dona@sapatarialisboa.pt"]);
    expect(tokenOf(lines)).toBeTruthy();
    expect(await runStaffCommand(shop.config, ["list"])).toEqual([
      "dona@sapatarialisboa.pt\towner\tativo",
    ]);
  });
});
