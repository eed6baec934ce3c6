import { zodResolver } from "@hookform/resolvers/zod";
import type { Country } from "@shop/shared";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useForm } from "react-hook-form";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { CountryField, checkPostalCode, countryCodeOf, StreetFields } from "./address-fields";
import { uiTextsEn } from "./texts.en";
import { UiLanguageProvider } from "./ui-language";

const countries: Country[] = [
  { id: 1, name: "Portugal", code: "PT", IVA: 0.23, groupId: 1 },
  { id: 2, name: "Espanha", code: "ES", IVA: 0.21, groupId: 2 },
];
const codeOf = (id: number) => countryCodeOf(countries, id);
const schema = z
  .object({ country: z.string(), street: z.string(), city: z.string(), postalCode: z.string() })
  .superRefine(checkPostalCode(codeOf));

function AddressForm() {
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { country: "1", street: "", city: "", postalCode: "" },
  });
  const props = {
    form,
    countries,
    names: { country: "country", street: "street", city: "city", postalCode: "postalCode" },
    idOf: (name: string) => `address-${name}`,
  } as const;
  return (
    <form noValidate onSubmit={form.handleSubmit(() => undefined)}>
      <CountryField {...props} />
      <StreetFields {...props} />
      <button type="submit">Guardar</button>
    </form>
  );
}

afterEach(cleanup);

describe("address fields", () => {
  it("correct a Portuguese postal code while typing and hint its format", async () => {
    const user = userEvent.setup();
    render(<AddressForm />);
    const postalCode = screen.getByLabelText("Código postal") as HTMLInputElement;
    await user.type(postalCode, "1100 148");
    expect(postalCode.value).toBe("1100-148");
    expect(screen.getByText("Por exemplo, 1100-053.")).toBeTruthy();
  });

  it("refuse a postal code the country does not have, with the shared message", async () => {
    const user = userEvent.setup();
    render(<AddressForm />);
    const postalCode = screen.getByLabelText("Código postal");
    await user.type(postalCode, "9000-123");
    await user.click(screen.getByRole("button", { name: "Guardar" }));
    const error = await screen.findByText(/Madeira/);
    expect(postalCode.getAttribute("aria-invalid")).toBe("true");
    expect(postalCode.getAttribute("aria-describedby")).toContain(error.id);
  });

  it("follow the chosen country's format (Spain's stays whole)", async () => {
    const user = userEvent.setup();
    render(<AddressForm />);
    await user.selectOptions(screen.getByLabelText("País"), "Espanha");
    const postalCode = screen.getByLabelText("Código postal") as HTMLInputElement;
    await user.type(postalCode, "28013");
    expect(postalCode.value).toBe("28013");
  });

  it("speak the page's language when it is given: labels, hints, countries and messages", async () => {
    const user = userEvent.setup();
    const english = {
      language: "en" as const,
      texts: uiTextsEn,
      message: (text: string) => (text.includes("Madeira") ? "An English message." : text),
    };
    render(
      <UiLanguageProvider value={english}>
        <AddressForm />
      </UiLanguageProvider>,
    );
    const country = screen.getByLabelText("Country");
    expect(screen.getByRole("option", { name: "Spain" })).toBeTruthy();
    expect(screen.getByText("For example, 1100-053.")).toBeTruthy();
    const postalCode = screen.getByLabelText("Postal code");
    await user.type(postalCode, "9000-123");
    await user.click(screen.getByRole("button", { name: "Guardar" }));
    expect(await screen.findByText("An English message.")).toBeTruthy();
    await user.selectOptions(country, "Spain");
    expect(screen.queryByText("País")).toBeNull();
  });
});
