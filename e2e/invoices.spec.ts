import { expect } from "@playwright/test";
import { customerTest } from "./support/account.ts";
import { demoStaff, screenshots, searchOrders, signInAsStaff } from "./support/admin.ts";
import { apiData, generatedPurchase, stockedProduct } from "./support/checkout-shop.ts";
import { waitForLink } from "./support/mailbox.ts";

// A slot of the stocked catalogue no other spec buys (the others take 0–51).
const INVOICE_SLOT = 56;

customerTest(
  "a paid purchase's invoice-receipt opens as a PDF from the account, the email and the back office",
  async ({ page, browser, baseURL, customer }) => {
    const stocked = await stockedProduct(page.request, INVOICE_SLOT, { units: 3 });
    const purchase = await generatedPurchase(page.request, stocked, customer, {
      addressDelivery: {
        name: "Ana Fatura",
        country: 1,
        street: "Rua Augusta 100",
        city: "Lisboa",
        postalCode: "1100-053",
      },
      paymentMethod: "MULTIBANCO",
    });
    await apiData(page.request, "/api/dev/payments/multibanco/pay", {
      entity: purchase.paymentEntity,
      reference: purchase.paymentReference,
      value: purchase.paymentValue,
    });

    // The job issues it within seconds of the payment: the account shows its link then.
    await page.goto(`/account/purchases?encomenda=${purchase.idShort}`);
    const details = page.getByRole("region", { name: new RegExp(purchase.idShort) });
    const link = details.getByRole("link", { name: /Abrir a fatura-recibo FR TESTE\/\w+ \(PDF\)/ });
    await expect(async () => {
      await page.reload();
      await expect(link).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 30_000 });
    await expect(link).toHaveAttribute("target", "_blank");
    const href = (await link.getAttribute("href")) as string;
    const pdf = await page.request.get(href);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    const bytes = await pdf.body();
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    await screenshots(page, "invoice-account");

    // The paid email's long random link gives the same PDF, without a session.
    const mailed = await waitForLink(customer.email, /\/api\/public\/invoices\/[\w-]{43}/);
    // A context of its own (the test's would carry the customer's session).
    const signedOut = { cookies: [], origins: [] };
    const anonymous = await browser.newContext({ baseURL, storageState: signedOut });
    const fromMail = await anonymous.request.get(mailed);
    expect((await fromMail.body()).equals(bytes)).toBe(true);
    expect((await anonymous.request.get(href)).status()).toBe(401);
    await anonymous.close();

    // The staff see it on the order's page.
    const staff = await (await browser.newContext({ baseURL, storageState: signedOut })).newPage();
    await signInAsStaff(staff, demoStaff.manager);
    const table = await searchOrders(staff, purchase.idShort);
    await table.getByRole("link", { name: purchase.idShort }).click();
    const panel = staff.locator("section", {
      has: staff.getByRole("heading", { name: "Fatura", exact: true }),
    });
    await expect(panel).toContainText(`FR TESTE/${purchase.idShort}`);
    await expect(panel).toContainText("Emitida");
    await expect(panel).toContainText("Teste (sem validade fiscal)");
    const staffLink = panel.getByRole("link", { name: /Abrir a fatura \(PDF\)/ });
    const staffPdf = await staff.request.get((await staffLink.getAttribute("href")) as string);
    expect((await staffPdf.body()).equals(bytes)).toBe(true);
    await screenshots(staff, "invoice-order");
    await staff.context().close();
  },
);
