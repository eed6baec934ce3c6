import type { Settings } from "@shop/shared";
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { CategoryBanners } from "./category-banners";

const settings = {
  bannerShoesWomen: "categories/shoes-women.svg",
  bannerShoesMan: "categories/shoes-men.svg",
  bannerAccessoriesWomen: "categories/accessories-women.svg",
  bannerAccessoriesMen: "categories/accessories-men.svg",
  bannerShoesWomenLink: "/products?isWomen=1&forShoe=1",
  bannerShoesManLink: "/products?search=botas",
  bannerAccessoriesWomenLink: "/products/12",
  bannerAccessoriesMenLink: "",
} as Settings;

afterEach(cleanup);

describe("CategoryBanners", () => {
  it("links each banner where the owner chose, the whole tile; none without a link", () => {
    render(
      <MemoryRouter>
        <CategoryBanners settings={settings} />
      </MemoryRouter>,
    );
    const href = (name: string) => screen.getByRole("link", { name }).getAttribute("href");
    expect(href("Sapatos Mulher")).toBe("/products?isWomen=1&forShoe=1");
    expect(href("Sapatos Homem")).toBe("/products?search=botas");
    expect(href("Acessórios Mulher")).toBe("/products/12");
    expect(screen.queryByRole("link", { name: "Acessórios Homem" })).toBeNull();
    expect(screen.getByText("Acessórios Homem")).toBeTruthy();
  });

  it("shows each banner's picture from the settings", () => {
    const { container } = render(
      <MemoryRouter>
        <CategoryBanners settings={settings} />
      </MemoryRouter>,
    );
    const sources = [...container.querySelectorAll("img")].map((image) => image.src);
    expect(sources).toHaveLength(4);
    expect(sources[0]).toMatch(/categories\/shoes-women\.svg$/);
  });
});
