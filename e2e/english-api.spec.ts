import { expect, test } from "@playwright/test";
import { uniqueEmail } from "./support/account.ts";

// The sign-in form's own words may be either language while the account pages are translated:
// its API's answer is English on an English page, whatever the browser prefers.
const SIGN_IN = /^(Entrar|Sign in)$/;

test("an English page's refusal from the API is in English, a Portuguese page's in Portuguese", async ({
  page,
}) => {
  const refusals: Array<[path: string, message: string]> = [
    ["/en/sign", "Wrong email or password."],
    ["/sign", "Email ou palavra-passe incorretos."],
  ];
  for (const [path, message] of refusals) {
    await page.goto(path);
    const form = page.getByRole("form", { name: SIGN_IN });
    await form.getByLabel("Email").fill(uniqueEmail("nobody"));
    await form.getByLabel(/^(Palavra-passe|Password)$/).fill("password-errada");
    await form.getByRole("button", { name: SIGN_IN }).click();
    await expect(form.getByRole("alert")).toHaveText(message);
  }
});
