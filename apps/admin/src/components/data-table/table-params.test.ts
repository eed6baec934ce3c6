import { describe, expect, it } from "vitest";
import { apiQueryOf, isFiltered, readTableParams } from "./table-params";

const defaults = { sort: "createdAt", order: "desc" as const };

describe("a list's params in the address", () => {
  it("falls back to the first page and the list's own sort", () => {
    expect(readTableParams(new URLSearchParams(), defaults)).toEqual({
      page: 1,
      sort: "createdAt",
      order: "desc",
      q: "",
      filters: {},
    });
  });

  it("reads the page, sort, text filter and the list's other filters", () => {
    const search = new URLSearchParams("page=3&sort=name&order=asc&q=ana&staffId=2&entity=");
    const params = readTableParams(search, defaults);
    expect(params).toEqual({
      page: 3,
      sort: "name",
      order: "asc",
      q: "ana",
      filters: { staffId: "2" },
    });
    expect(apiQueryOf(params)).toEqual({
      page: 3,
      sort: "name",
      order: "asc",
      q: "ana",
      staffId: "2",
    });
  });

  it("ignores a page or order that makes no sense", () => {
    const params = readTableParams(new URLSearchParams("page=-2&order=sideways"), defaults);
    expect(params.page).toBe(1);
    expect(params.order).toBe("desc");
    expect(apiQueryOf(params)).not.toHaveProperty("q");
  });

  it("is filtered by the text filter or any other filter", () => {
    expect(isFiltered(readTableParams(new URLSearchParams("page=2&sort=name"), defaults))).toBe(
      false,
    );
    expect(isFiltered(readTableParams(new URLSearchParams("q=ana"), defaults))).toBe(true);
    expect(isFiltered(readTableParams(new URLSearchParams("state=OPEN"), defaults))).toBe(true);
  });
});
