import { type Browser, expect, type Page, test } from "@playwright/test";
import { uniqueEmail } from "./support/account.ts";
import {
  backOfficeNav,
  clickAndConfirm,
  demoStaff,
  LONG_AGO,
  screenshots,
  searchOrders,
  signInAsStaff,
  stockGridCell,
  uniqueWord,
} from "./support/admin.ts";
import { checkoutPage, confirmedOrderId } from "./support/checkout-page.ts";
import { guest } from "./support/checkout-shop.ts";
import { waitForMail } from "./support/mailbox.ts";
import { solidPng } from "./support/png.ts";
import { availability, expectGallery, sizeButton } from "./support/product-page.ts";

// One story as the shop lives it, every step through the pages people use: the owner makes a
// product, a customer buys it, the manager dispatches it, and a cancelled order gives its stock back.

const SIZE = "38";
const CHIADO = "Chiado – Rua Garrett";
const TRACKING_TYPED = "0998 1234 5678 90";
const TRACKING_URL = "https://tracking.dpd.de/status/pt_PT/parcel/09981234567890";

const refOf = (word: string) => `SL-${word}`.toUpperCase();

async function newPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

/** The owner fills every field of a new product, with two pictures, and saves it. */
async function createProduct(owner: Page, word: string, title: string) {
  await backOfficeNav(owner).getByRole("link", { name: "Produtos" }).click();
  await owner.getByRole("link", { name: "Novo produto" }).click();
  await expect(owner.getByRole("heading", { level: 1, name: "Novo produto" })).toBeVisible();

  await owner.getByLabel("Referência").fill(refOf(word));
  await owner.getByLabel("Título").fill(title);
  await owner.getByLabel("Preço (€, com IVA)").fill("80,00");
  await owner.getByLabel("Desconto (%)").fill("25");
  await expect(owner.getByText(/Preço na loja: 60,00\s€/)).toBeVisible();
  await owner.getByText("Mulher", { exact: true }).click();
  await owner.getByText("Sapatos", { exact: true }).click();
  await owner.getByLabel("Categoria").selectOption({ label: "Sabrinas" });
  await expect(owner.getByText("Aparece em: Sapatos Mulher")).toBeVisible();
  await owner.getByLabel("Marca").selectOption({ label: "Sapatos Alfama" });
  await owner.getByLabel("Cor", { exact: true }).selectOption({ label: "Bordeaux" });
  await owner.getByLabel("Cor escrita").fill("Bordeaux e rosa");
  await owner.getByLabel("Pele", { exact: true }).check();
  await owner.getByLabel("Feito à mão").check();
  await owner.getByRole("button", { name: "Senhora (35–42)" }).click();
  await expect(owner.getByRole("list", { name: "Tamanhos" }).getByRole("listitem")).toHaveCount(8);

  await owner.getByLabel(/Adicionar imagens do computador/).setInputFiles([
    { name: "frente.png", mimeType: "image/png", buffer: solidPng(640, 480, [128, 0, 32]) },
    { name: "sola.png", mimeType: "image/png", buffer: solidPng(640, 480, [230, 170, 180]) },
  ]);
  await expect(owner.getByRole("listitem").filter({ hasText: /^Imagem \d de 2/ })).toHaveCount(2);
  await owner.getByLabel("Descrição").fill("Sabrinas de pele cosidas à mão.\nPalmilha almofadada.");
  await owner.getByLabel("Nova coleção").check();
  await owner.getByLabel("Data de publicação").fill(LONG_AGO);
  await screenshots(owner, "journey-product-form");

  await owner.getByRole("button", { name: "Guardar" }).click();
  await expect(owner.getByRole("status").filter({ hasText: "Produto criado." })).toBeVisible();
  await expect(owner.getByRole("heading", { level: 1 })).toHaveText(title);
}

/** Units received: two online and one at Chiado, recorded on the product's stock page. */
async function receiveStock(owner: Page, title: string) {
  await owner.getByRole("link", { name: "Stock deste produto" }).click();
  await expect(owner.getByRole("heading", { level: 1 })).toHaveText(title);
  await owner.getByRole("button", { name: "Registar movimento" }).click();
  await expect(owner.getByLabel("Motivo")).toHaveValue("received");
  await owner.getByLabel("Nota").fill("Primeira remessa do fornecedor");
  await owner.getByLabel(`Unidades: tamanho ${SIZE}, Loja online`).fill("2");
  await owner.getByLabel(`Unidades: tamanho ${SIZE}, ${CHIADO}`).fill("1");
  await screenshots(owner, "journey-stock-record");
  await owner.getByRole("button", { name: "Guardar" }).click();
  await expect(owner.getByRole("status").filter({ hasText: "Stock atualizado." })).toBeVisible();
  await expect(await stockGridCell(owner, SIZE, "Loja online")).toHaveText("2");
  await expect(await stockGridCell(owner, SIZE, CHIADO)).toHaveText("1");
  await screenshots(owner, "journey-stock");
}

/** The customer's search of the header finds the product and opens its page. */
async function findInStorefront(shopper: Page, word: string, title: string) {
  await shopper.goto("/home");
  await shopper.getByRole("banner").getByRole("button", { name: "Pesquisar" }).click();
  const search = shopper.getByRole("dialog", { name: "Pesquisar" });
  await search.getByLabel("O que procura?").fill(word);
  await search.getByRole("button", { name: "Pesquisar" }).click();
  await shopper
    .getByRole("link", { name: new RegExp(title) })
    .first()
    .click();
  await expect(shopper.getByRole("main").getByRole("heading", { level: 1 })).toHaveText(title);
}

/** Adds the chosen size from the product page and goes from the cart's dialog to the checkout. */
async function addToCartAndCheckOut(shopper: Page) {
  await expect(sizeButton(shopper, SIZE)).toHaveAttribute("aria-pressed", "true");
  await shopper.getByRole("button", { name: "Adicionar ao carrinho" }).click();
  await shopper
    .getByRole("dialog", { name: "Artigo adicionado!" })
    .getByRole("link", { name: "Finalizar compra" })
    .click();
  await expect(shopper.getByRole("heading", { level: 1, name: "Finalizar compra" })).toBeVisible();
}

/** A signed-in customer's checkout up to the payment: contacts from the account, the delivery. */
async function fillSignedInCheckout(shopper: Page) {
  const checkout = checkoutPage(shopper);
  await checkout.main.getByRole("button", { name: "Continuar", exact: true }).click();
  await expect(checkout.field("Contactos", "Telefone")).toHaveValue("(351) 912345678");
  await checkout.section("Contactos").getByRole("button", { name: "Continuar" }).click();
  await checkout.fillDelivery({ ...guest, name: "Inês Marques", street: "Rua da Rosa 12" });
  return checkout;
}

test("the owner's new product is bought, dispatched and tracked; a cancelled order's stock comes back", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const word = uniqueWord("Alfama");
  const title = `Sabrinas ${word}`;
  const email = uniqueEmail("jornada");
  const owner = await newPage(browser, baseURL);
  const shopper = await newPage(browser, baseURL);
  const manager = await newPage(browser, baseURL);

  await test.step("the owner creates the product with two pictures and stock in two places", async () => {
    await signInAsStaff(owner, demoStaff.owner);
    await createProduct(owner, word, title);
    await receiveStock(owner, title);
  });

  await test.step("the storefront finds it: both pictures, the size in stock", async () => {
    await findInStorefront(shopper, word, title);
    await expectGallery(shopper, 2);
    await expect(shopper.getByRole("main").getByText(/60,00\s€/)).toBeVisible();
    await sizeButton(shopper, SIZE).click();
    await expect(availability(shopper, "Loja online", SIZE)).toHaveText("Em stock");
    await expect(availability(shopper, CHIADO, SIZE)).toHaveText("Em stock");
  });

  let paidOrder = "";
  await test.step("a customer registers at the checkout and pays by card", async () => {
    await addToCartAndCheckOut(shopper);
    await checkoutPage(shopper).main.getByRole("link", { name: "Registar" }).click();
    const register = shopper.getByRole("form", { name: "Criar conta" });
    await register.getByLabel("Nome").fill("Inês Marques");
    await register.getByLabel("Email").fill(email);
    await register.getByLabel("Telemóvel").fill("912345678");
    await register.getByLabel("Palavra-passe", { exact: true }).fill("sabrinas-2026");
    await register.getByLabel("Confirmar palavra-passe").fill("sabrinas-2026");
    await register.getByLabel(/Li e aceito/).check();
    await register.getByRole("button", { name: "Criar conta" }).click();
    await expect(shopper).toHaveURL(/\/checkout$/);

    const checkout = await fillSignedInCheckout(shopper);
    await checkout.generate("CREDIT");
    await checkout.payWithTestCard();
    paidOrder = await confirmedOrderId(shopper);
    expect(paidOrder).toMatch(/^\w{6,}$/);

    await shopper.goto("/account/purchases");
    await expect(shopper.getByRole("button", { name: new RegExp(paidOrder) })).toContainText(
      "A PREPARAR",
    );
  });

  await test.step("the manager asks for dispatch and sends it with DPD", async () => {
    await signInAsStaff(manager, demoStaff.manager);
    const list = await searchOrders(manager, paidOrder);
    await expect(list.getByRole("row")).toHaveCount(2);
    await expect(list).toContainText("Paga");
    await screenshots(manager, "journey-orders");
    await list.getByRole("link", { name: paidOrder }).click();

    const order = manager.getByRole("article");
    await expect(
      manager.getByRole("heading", { level: 1, name: `Encomenda ${paidOrder}` }),
    ).toBeVisible();
    await expect(order).toContainText(title);
    await expect(order).toContainText("Rua da Rosa 12");
    await clickAndConfirm(order, "Pedir envio");
    await expect(order.getByRole("status")).toHaveText(
      "Envio pedido. Imprima a guia de remessa e prepare a encomenda.",
    );
    await order.getByRole("link", { name: "Imprimir guia de remessa" }).click();
    const slip = manager.getByRole("article", { name: `Guia de remessa ${paidOrder}` });
    await expect(slip).toContainText(title);
    await expect(slip).toContainText("Inês Marques");
    await manager.getByRole("link", { name: "Voltar à encomenda" }).click();

    await order.getByRole("button", { name: "Marcar como enviada" }).click();
    const dialog = manager.getByRole("dialog", { name: "Enviar encomenda" });
    await dialog.getByLabel(/^Transportadora/).selectOption({ label: "DPD" });
    await dialog.getByLabel(/^Número de seguimento/).fill(TRACKING_TYPED);
    await screenshots(manager, "journey-dispatch-dialog");
    await dialog.getByRole("button", { name: "Marcar como enviada" }).click();
    await expect(order.getByRole("status")).toHaveText(
      "Encomenda enviada. O cliente vai receber um email com o seguimento.",
    );
    await expect(order.getByRole("link", { name: /Seguir a encomenda/ })).toHaveAttribute(
      "href",
      TRACKING_URL,
    );
    await screenshots(manager, "journey-order");
  });

  await test.step("the customer follows the parcel from the account and the email", async () => {
    await shopper.goto(`/account/purchases?encomenda=${paidOrder}`);
    const details = shopper.getByRole("region", { name: new RegExp(paidOrder) });
    await expect(details).toContainText("Transportadora: DPD");
    await expect(details.getByRole("link", { name: /Seguir a encomenda/ })).toHaveAttribute(
      "href",
      TRACKING_URL,
    );
    await expect(shopper.getByRole("button", { name: new RegExp(paidOrder) })).toContainText(
      "A TRANSITO",
    );
    const mail = await waitForMail(email, `Encomenda ${paidOrder} enviada`);
    expect(mail).toContain(`href="${TRACKING_URL}"`);
    expect(mail).toContain("09981234567890");
  });

  let canceledOrder = "";
  await test.step("the last unit online is ordered by MULTIBANCO; the manager cancels it", async () => {
    await findInStorefront(shopper, word, title);
    await sizeButton(shopper, SIZE).click();
    await addToCartAndCheckOut(shopper);
    const checkout = await fillSignedInCheckout(shopper);
    await checkout.generate("MULTIBANCO");
    const panel = shopper.getByRole("region", { name: "Pagamento por referência MULTIBANCO" });
    await expect(panel.getByRole("status")).toHaveText("A aguardar pagamento…");
    await findInStorefront(shopper, word, title);
    await expect(sizeButton(shopper, SIZE)).toHaveAccessibleName(`${SIZE} (sem stock online)`);

    // The customer phones the shop: the manager finds the order by the customer's email.
    const list = await searchOrders(manager, email);
    await expect(list.getByRole("row")).toHaveCount(3);
    await list
      .getByRole("row")
      .filter({ hasText: "Aguarda pagamento (MULTIBANCO)" })
      .getByRole("link")
      .click();
    const heading = manager.getByRole("heading", { level: 1, name: /^Encomenda / });
    await expect(heading).toBeVisible();
    canceledOrder = ((await heading.textContent()) ?? "").replace("Encomenda ", "");
    const order = manager.getByRole("article");
    await order.getByRole("button", { name: "Cancelar encomenda" }).click();
    const dialog = manager.getByRole("dialog", { name: "Cancelar encomenda" });
    await expect(dialog).toContainText("Os artigos voltam ao stock online.");
    await expect(dialog).toContainText("A encomenda não foi paga: não há nada a devolver");
    await dialog.getByLabel("Motivo (só para a equipa)").fill("A cliente desistiu por telefone.");
    await screenshots(manager, "journey-cancel-dialog");
    await dialog.getByRole("button", { name: "Cancelar encomenda" }).click();
    await expect(dialog).toBeHidden();
    await expect(order.getByRole("status")).toHaveText("Encomenda cancelada e stock devolvido.");
    await screenshots(manager, "journey-order-cancelled");
  });

  await test.step("the unit is back on the stock page and on sale; the customer is told", async () => {
    await backOfficeNav(manager).getByRole("link", { name: "Stock" }).click();
    await manager.getByLabel("Procurar produto").fill(word);
    await manager.getByRole("link", { name: refOf(word) }).click();
    await expect(await stockGridCell(manager, SIZE, "Loja online")).toHaveText("1");
    await expect(await stockGridCell(manager, SIZE, CHIADO)).toHaveText("1");
    const history = manager
      .getByRole("table", { name: "Movimentos de stock deste produto" })
      .locator("tbody tr");
    await expect(history.first()).toContainText(`Encomenda ${canceledOrder}`);
    await expect(history.first()).toContainText("+1");
    await expect(history.first()).toContainText("Rui Figueiredo");
    await screenshots(manager, "journey-stock-returned");

    await shopper.reload();
    await expect(sizeButton(shopper, SIZE)).toHaveAccessibleName(SIZE);
    await sizeButton(shopper, SIZE).click();
    await expect(availability(shopper, "Loja online", SIZE)).toHaveText("Em stock");
    await shopper.goto("/account/purchases");
    await expect(shopper.getByRole("button", { name: new RegExp(canceledOrder) })).toContainText(
      "CANCELADA",
    );
    const mail = await waitForMail(email, `Encomenda ${canceledOrder} cancelada`);
    expect(mail).toContain("A encomenda não chegou a ser paga, por isso não lhe foi cobrado nada.");
    expect(mail).toContain("A referência MULTIBANCO deixou de ser válida: não a pague.");
  });

  for (const page of [owner, shopper, manager]) await page.context().close();
});
