import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Field } from "./field";
import { fieldAria } from "./field-aria";
import { uiTextsEn } from "./texts.en";
import { UiLanguageProvider } from "./ui-language";

afterEach(cleanup);

/** The texts of what a control's aria-describedby points to. */
function description(control: HTMLElement): string[] {
  return (control.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? "");
}

function NifField({ error }: { error?: string }) {
  return (
    <Field id="nif" label="NIF" hint="9 dígitos." error={error} required>
      <input className="input" {...fieldAria("nif", error, true)} />
    </Field>
  );
}

describe("Field", () => {
  it("labels the control and describes it with its hint", () => {
    render(<NifField />);
    const input = screen.getByLabelText(/^NIF/);
    expect(input.getAttribute("aria-invalid")).toBeNull();
    expect(description(input)).toEqual(["9 dígitos."]);
    expect(screen.getByText("(obrigatório)", { exact: false })).toBeTruthy();
  });

  it("describes an invalid control with its error first, then its hint", () => {
    render(<NifField error="O NIF não é válido." />);
    const input = screen.getByLabelText(/^NIF/);
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(description(input)).toEqual(["O NIF não é válido.", "9 dígitos."]);
  });

  it("marks an optional field", () => {
    render(
      <Field id="phone" label="Telemóvel" optional>
        <input {...fieldAria("phone", undefined)} />
      </Field>,
    );
    expect(screen.getByLabelText("Telemóvel (opcional)").getAttribute("aria-describedby")).toBe(
      null,
    );
  });

  it("marks and explains in the page's language when the page gives it (the storefront's English)", () => {
    const english = {
      language: "en" as const,
      texts: uiTextsEn,
      message: (text: string) => (text === "O NIF não é válido." ? "The NIF is not valid." : text),
    };
    render(
      <UiLanguageProvider value={english}>
        <NifField error="O NIF não é válido." />
        <Field id="phone" label="Mobile" optional>
          <input {...fieldAria("phone", undefined)} />
        </Field>
      </UiLanguageProvider>,
    );
    expect(screen.getByText("(required)", { exact: false })).toBeTruthy();
    expect(screen.getByLabelText("Mobile (optional)")).toBeTruthy();
    expect(description(screen.getByLabelText(/^NIF/))).toEqual([
      "The NIF is not valid.",
      "9 dígitos.",
    ]);
  });
});
