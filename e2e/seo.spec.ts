import { expect, test } from "@playwright/test";

/** The head the server sends, before any script runs (what a crawler reads first). */
async function servedHead(request: import("@playwright/test").APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  return {
    title: /<title>(.*?)<\/title>/.exec(html)?.[1] ?? "",
    description: /<meta name="description" content="(.*?)" \/>/.exec(html)?.[1] ?? "",
  };
}

const decode = (text: string) =>
  text.replaceAll("&quot;", '"').replaceAll("&#39;", "'").replaceAll("&amp;", "&");

test("every page's served title and description are the ones the storefront shows", async ({
  page,
  request,
}) => {
  for (const [path, heading] of [
    ["/home", null],
    ["/products?isWomen=1&forShoe=1&utm_source=x", "Sapatos Mulher"],
    ["/products?search=botas", "Resultados para “botas”"],
    ["/product/9", "Sabrinas de bico fino"],
    ["/stores", "As nossas lojas"],
    ["/about", "Quem somos"],
  ] as const) {
    const served = await servedHead(request, path);
    await page.goto(path);
    if (heading) {
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    }
    await expect(page).toHaveTitle(decode(served.title));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      decode(served.description),
    );
  }
});

test("crawlers find robots.txt and the sitemap it names", async ({ request, baseURL }) => {
  const robots = await request.get("/robots.txt");
  expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.headers()["content-type"]).toBe("application/xml; charset=utf-8");
  expect(await sitemap.text()).toContain(`<loc>${baseURL}/product/9</loc>`);
});
