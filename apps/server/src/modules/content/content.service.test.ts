import { afterEach, describe, expect, it, vi } from "vitest";
import type { ContentRepository } from "./content.repository.ts";
import { contentService } from "./content.service.ts";

/** A repository with one banner of the days given, and the least else the persistent data needs. */
function repositoryWith(startsOn: string | null, endsOn: string | null): ContentRepository {
  const none = async () => [];
  return {
    categories: none,
    brands: none,
    colors: none,
    tags: none,
    stores: none,
    countries: none,
    countryGroups: none,
    banners: async () => [
      {
        id: 1,
        image: "banners/saldos.svg",
        title: "Saldos",
        subtitle: "",
        text: "",
        link: "/products",
        starts_on: startsOn,
        ends_on: endsOn,
      },
    ],
    settings: async () => ({ vat_percent: 23, vat_percent_madeira: 22, vat_percent_azores: 16 }),
  } as unknown as ContentRepository;
}

const titles = async (content: ReturnType<typeof contentService>) =>
  (await content.persistent()).value.banners.map((banner) => banner.title);

afterEach(() => vi.useRealTimers());

describe("the storefront's banners over time", () => {
  it("start showing at Lisbon's midnight of their first day, and stop after their last", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    vi.setSystemTime(new Date("2026-07-01T12:00:00Z"));
    const content = contentService(repositoryWith("2026-07-02", "2026-07-02"));
    const dropped = vi.fn();
    content.onInvalidate(dropped);
    expect(await titles(content)).toEqual([]);

    // 23:00 UTC is Lisbon's midnight in summer: the data is dropped, and read again shows it.
    await vi.advanceTimersByTimeAsync(11 * 60 * 60 * 1000 - 1);
    expect(dropped).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(dropped).toHaveBeenCalledTimes(1);
    expect(await titles(content)).toEqual(["Saldos"]);

    await vi.advanceTimersByTimeAsync(24 * 60 * 60 * 1000);
    expect(dropped).toHaveBeenCalledTimes(2);
    expect(await titles(content)).toEqual([]);
  });

  it("waits in steps for a day further away than a timer can wait", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    vi.setSystemTime(new Date("2026-01-01T12:00:00Z"));
    const content = contentService(repositoryWith("2026-03-01", null));
    const dropped = vi.fn();
    content.onInvalidate(dropped);
    expect(await titles(content)).toEqual([]);
    await vi.advanceTimersByTimeAsync(30 * 24 * 60 * 60 * 1000);
    expect(dropped).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(29 * 24 * 60 * 60 * 1000);
    expect(dropped).toHaveBeenCalledTimes(1);
    expect(await titles(content)).toEqual(["Saldos"]);
  });
});
