import { expect, type Locator, type Page, test } from "@playwright/test";
import { axeViolations } from "./support/axe.ts";
import { cartOf, seedCart, stockedProduct } from "./support/checkout-shop.ts";

// The cards, the home page's rail of cards, the cart and the checkout at the widths of a small
// phone, a phone, a tablet and a desktop: no horizontal scroll, nothing over a product's picture
// but its heart, the cards of a row lined up, controls of 44 px, a keyboard focus that shows; and
// axe finds nothing on the home page, the listing and the cart.

const WIDTHS = [320, 375, 768, 1440] as const;
/** The rail's arrows once stood over the pictures between 768 and 1319 px: those widths too. */
const RAIL_WIDTHS = [...WIDTHS, 1024, 1280] as const;
/** The shop's focus colour (--color-focus), drawn by every focus ring. */
const FOCUS_COLOUR = "rgb(26, 95, 180)";

async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, "the page scrolls sideways").toBeLessThanOrEqual(0);
}

/** The controls of `page`'s main content smaller than 44 × 44 px, by name. */
async function smallControls(page: Page, selector: string): Promise<string[]> {
  return page
    .getByRole("main")
    .locator(selector)
    .evaluateAll((controls) =>
      controls.flatMap((control) => {
        const box = control.getBoundingClientRect();
        if (box.width === 0 && box.height === 0) return [];
        if (box.width >= 44 && box.height >= 44) return [];
        const name = control.getAttribute("aria-label") ?? control.textContent?.trim();
        return [`${name} (${Math.round(box.width)}×${Math.round(box.height)})`];
      }),
    );
}

/**
 * What each card lays over its picture, besides the heart; and where the heart and 'Comprar'
 * (or "Avisem-me") stand.
 */
function cardLayout(page: Page) {
  return page
    .getByRole("main")
    .getByRole("article")
    .evaluateAll((cards) =>
      cards.map((card) => {
        const picture = card.querySelector("img")?.getBoundingClientRect();
        const heart = card.querySelector("button[aria-pressed]");
        const buy = Array.from(card.querySelectorAll("button")).find((button) => button !== heart);
        if (!picture || !heart || !buy) return { complete: false };
        const overlaps = (box: DOMRect) =>
          box.width > 0 &&
          box.left < picture.right &&
          box.right > picture.left &&
          box.top < picture.bottom &&
          box.bottom > picture.top;
        const over = Array.from(card.querySelectorAll("a, button, p, h2, h3, h4, span, s"))
          .filter((element) => !heart.contains(element))
          .filter((element) => overlaps(element.getBoundingClientRect()))
          .map((element) => element.textContent?.trim() ?? element.tagName);
        const heartBox = heart.getBoundingClientRect();
        const buyBox = buy.getBoundingClientRect();
        return {
          complete: true,
          over,
          heartInCorner:
            Math.abs(heartBox.right - picture.right) <= 1 &&
            Math.abs(heartBox.top - picture.top) <= 1,
          buyBelowPicture: buyBox.top >= picture.bottom,
        };
      }),
    );
}

/**
 * The controls of `region` (links and buttons, its cards' hearts aside) that lie over one of its
 * pictures, by name.
 */
function controlsOverPictures(region: Locator) {
  return region.evaluate((element) => {
    const pictures = Array.from(element.querySelectorAll("img"), (img) =>
      img.getBoundingClientRect(),
    );
    return Array.from(element.querySelectorAll("a, button"))
      .filter((control) => !control.hasAttribute("aria-pressed"))
      .filter((control) => {
        const box = control.getBoundingClientRect();
        return (
          box.width > 0 &&
          pictures.some(
            (picture) =>
              box.left < picture.right &&
              box.right > picture.left &&
              box.top < picture.bottom &&
              box.bottom > picture.top,
          )
        );
      })
      .map((control) => control.getAttribute("aria-label") ?? control.textContent?.trim());
  });
}

/**
 * The cards of `page`'s main content by row (cards whose tops match), each with how many flags it
 * shows and where its title starts and its price (to pay) ends.
 */
async function cardRows(page: Page) {
  const cards = await page
    .getByRole("main")
    .getByRole("article")
    .evaluateAll((articles) =>
      articles.map((card) => {
        const title = card.querySelector("h2, h3, h4");
        const price = Array.from(card.querySelectorAll("p")).find((p) =>
          p.textContent?.startsWith("Preço"),
        );
        return {
          top: Math.round(card.getBoundingClientRect().top),
          flags: title?.previousElementSibling?.previousElementSibling?.children.length ?? -1,
          titleTop: title?.getBoundingClientRect().top ?? -1,
          priceBottom: price?.firstElementChild?.getBoundingClientRect().bottom ?? -1,
        };
      }),
    );
  const rows = new Map<number, typeof cards>();
  for (const card of cards) rows.set(card.top, [...(rows.get(card.top) ?? []), card]);
  return [...rows.values()];
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("product cards: the picture clear but for the heart in its corner, 44 px controls", async ({
      page,
    }) => {
      await page.goto("/products");
      const cards = page.getByRole("main").getByRole("article");
      await expect(cards).toHaveCount(18);
      await expectNoHorizontalScroll(page);
      for (const card of await cardLayout(page)) {
        expect(card).toEqual({
          complete: true,
          over: [],
          heartInCorner: true,
          buyBelowPicture: true,
        });
      }
      expect(await smallControls(page, "article button")).toEqual([]);
    });

    test("product cards of a row line up: titles and prices, whatever flags each card has", async ({
      page,
    }) => {
      await page.goto("/products");
      await expect(page.getByRole("main").getByRole("article")).toHaveCount(18);
      const rows = await cardRows(page);
      // Cards with 'Novidade', a discount or 'Esgotado' beside cards with fewer flags.
      expect(new Set(rows.flat().map((card) => card.flags)).size).toBeGreaterThan(1);
      // Within a pixel or two: the old price beside the new one may shift its baseline a little.
      const apart = (values: number[]) => Math.max(...values) - Math.min(...values);
      for (const row of rows) {
        const at = `the row at ${row[0]?.top} px`;
        expect(apart(row.map((card) => card.titleTop)), `titles of ${at}`).toBeLessThanOrEqual(2);
        expect(apart(row.map((card) => card.priceBottom)), `prices of ${at}`).toBeLessThanOrEqual(
          2,
        );
      }
    });

    test("the cart and the checkout fit the screen, with 44 px controls", async ({
      page,
      request,
    }) => {
      const first = await stockedProduct(request, 20);
      const second = await stockedProduct(request, 21);
      await seedCart(page, { ...cartOf(first), ...cartOf(second) });
      await page.goto("/cart");
      await expect(page.getByRole("main").getByRole("article")).toHaveCount(2);
      await expectNoHorizontalScroll(page);
      // A product's title is a text link, which the size of targets leaves out.
      expect(await smallControls(page, "button, a:not(h2 a, h3 a)")).toEqual([]);

      await page.goto("/checkout");
      await expect(page.getByRole("heading", { level: 1, name: "Finalizar compra" })).toBeVisible();
      await expectNoHorizontalScroll(page);
      // The step's own button (a phone's bottom bar repeats it).
      await page
        .getByRole("region", { name: /^1\. Compra única ou registo/ })
        .getByRole("button", { name: "Continuar sem registo" })
        .click();
      await expectNoHorizontalScroll(page);
      expect(await smallControls(page, "button, a:not(h2 a, h3 a)")).toEqual([]);
    });
  });
}

for (const width of RAIL_WIDTHS) {
  test(`the home page's rail at ${width} px: its arrows and cards' controls clear of the pictures`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/home");
    const rail = page.getByRole("region", { name: "Destaques" });
    await expect(rail.getByRole("article").first()).toBeVisible();
    await rail.scrollIntoViewIfNeeded();
    await expectNoHorizontalScroll(page);
    expect(await controlsOverPictures(rail)).toEqual([]);
    expect(await smallControls(page, `section[aria-label="Destaques"] button`)).toEqual([]);
  });
}

test("the rail's arrows show the keyboard focus", async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 900 });
  await page.goto("/home");
  const rail = page.getByRole("region", { name: "Destaques" });
  await expect(rail.getByRole("article").first()).toBeVisible();
  await page.getByRole("tab", { name: "Destaques" }).focus();
  for (const name of ["Produtos anteriores", "Produtos seguintes"]) {
    await page.keyboard.press("Tab");
    const arrow = rail.getByRole("button", { name });
    await expect(arrow).toBeFocused();
    await expect(arrow).toHaveCSS("box-shadow", new RegExp(FOCUS_COLOUR.replace(/[()]/g, "\\$&")));
  }
});

test("every control of a card shows the keyboard focus", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/products");
  const card = page.getByRole("main").getByRole("article").first();
  const link = card.getByRole("heading").getByRole("link");
  const heart = card.getByRole("button", { name: /^Favorito: / });
  // From the title's link back to the heart, as a keyboard user goes; again if the page was still
  // coming to life (a focus set before hydration is lost).
  await expect(async () => {
    await link.focus();
    await page.keyboard.press("Shift+Tab");
    await expect(heart).toBeFocused({ timeout: 1000 });
  }).toPass();
  const controls = [heart, link, card.getByRole("button", { name: /^(Comprar|Avisem-me) / })];
  for (const [index, control] of controls.entries()) {
    if (index > 0) await page.keyboard.press("Tab");
    await expect(control).toBeFocused();
    // The ring is drawn by the control, something in it (the heart's disc) or the card itself
    // (once the card's shadow has faded in).
    const ring = () =>
      control.evaluate((element, colour) => {
        const candidates = [
          element,
          ...Array.from(element.querySelectorAll("*")),
          element.closest("article"),
        ];
        return candidates.some((each) => each && getComputedStyle(each).boxShadow.includes(colour));
      }, FOCUS_COLOUR);
    await expect.poll(ring, { message: `focus ring of control ${index + 1}` }).toBe(true);
  }
});

for (const width of [375, 1440]) {
  test(`axe finds nothing on the home page and its carousels at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/home");
    const rail = page.getByRole("region", { name: "Destaques" });
    await expect(rail.getByRole("article").first()).toBeVisible();
    // Every rule, the scrolling regions' too: the banners' row is a keyboard stop of its own.
    expect((await axeViolations(page)).map(({ id, nodes }) => `${id}: ${nodes.length}`)).toEqual(
      [],
    );
  });

  test(`axe finds nothing on the listing and the cart at ${width} px`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/products");
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(18);
    expect((await axeViolations(page)).map(({ id, nodes }) => `${id}: ${nodes.length}`)).toEqual(
      [],
    );

    const product = await stockedProduct(request, 22);
    await seedCart(page, cartOf(product));
    await page.goto("/cart");
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(1);
    expect((await axeViolations(page)).map(({ id, nodes }) => `${id}: ${nodes.length}`)).toEqual(
      [],
    );
  });
}
