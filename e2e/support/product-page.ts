import { expect, type Page } from "@playwright/test";

/** A size's button on a storefront product page ('38', or '38 (sem stock online)'). */
export function sizeButton(page: Page, size: string) {
  return page
    .getByRole("group", { name: "Tamanho" })
    .getByRole("button", { name: new RegExp(`^${size.replace(".", "\\.")}( \\(|$)`) });
}

/**
 * What a product page says of one place ('Em stock' or 'indisponível'): for the chosen `size`,
 * or for whichever table shows.
 */
export function availability(page: Page, place: string, size?: string) {
  return page
    .getByRole("table", { name: size ? `Disponibilidade: Tamanho ${size}` : /Disponibilidade/ })
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: place, exact: true }) })
    .getByRole("cell");
}

/** The gallery of a storefront product page shows every picture, each one loaded. */
export async function expectGallery(page: Page, pictures: number) {
  const gallery = page.getByRole("region", { name: "Imagens do produto" });
  await expect(gallery.getByRole("button", { name: /^Ver imagem \d+ de \d+$/ })).toHaveCount(
    pictures,
  );
  const images = gallery.locator("img[src*='/media/pictures/']");
  await expect(images.first()).toBeVisible();
  for (const image of await images.all()) {
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBeGreaterThan(0);
  }
}
