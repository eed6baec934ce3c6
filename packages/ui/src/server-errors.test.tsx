import { ErrorCode } from "@shop/shared";
import { cleanup, render, renderHook, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useForm } from "react-hook-form";
import { afterEach, describe, expect, it } from "vitest";
import { apiErrorOf, failureMessage } from "./api-failure";
import { applyServerError } from "./server-errors";

/** What the apps' api clients throw: an Error carrying the envelope's error. */
function refusal(fields?: Record<string, string>) {
  return Object.assign(new Error("Verifique os campos assinalados."), {
    error: { code: ErrorCode.VALIDATION, message: "Verifique os campos assinalados.", fields },
  });
}

function renderForm() {
  return renderHook(() =>
    useForm({ defaultValues: { name: "", email: "", address: { city: "" } } }),
  ).result;
}

/** A form whose fields are on the page, so that one of them can take the focus. */
function FocusForm({ error }: { error: unknown }) {
  const form = useForm({ defaultValues: { name: "", email: "" } });
  return (
    <form>
      <input aria-label="Nome" {...form.register("name")} />
      <input aria-label="Email" {...form.register("email")} />
      <button type="button" onClick={() => applyServerError(form, error)}>
        Falhar
      </button>
    </form>
  );
}

afterEach(cleanup);

describe("applyServerError", () => {
  it("sets each known field's error, nested ones too, and returns the general message", () => {
    const form = renderForm();
    const message = applyServerError(
      form.current,
      refusal({
        email: "Este email já está registado.",
        "address.city": "Indique a cidade.",
        unknown: "Ignorado.",
      }),
    );
    expect(message).toBe("Verifique os campos assinalados.");
    expect(form.current.getFieldState("email").error?.message).toBe(
      "Este email já está registado.",
    );
    expect(form.current.getFieldState("address.city").error?.message).toBe("Indique a cidade.");
    expect(form.current.getFieldState("name").error).toBeUndefined();
  });

  it("focuses the first field in the form's order, whatever the server's order", async () => {
    render(<FocusForm error={refusal({ email: "Email inválido.", name: "Indique o nome." })} />);
    await userEvent.click(screen.getByRole("button", { name: "Falhar" }));
    expect(document.activeElement).toBe(screen.getByLabelText("Nome"));
  });

  it("answers the fallback, or the kit's own text, when the failure is not the server's", () => {
    const form = renderForm();
    expect(applyServerError(form.current, new TypeError("Failed to fetch"))).toBe(
      "Ocorreu um erro inesperado. Por favor, tente novamente.",
    );
    expect(applyServerError(form.current, null, "Sem ligação.")).toBe("Sem ligação.");
    expect(form.current.getFieldState("email").error).toBeUndefined();
  });
});

describe("apiErrorOf / failureMessage", () => {
  it("reads the envelope's error of a thrown value, and nothing else", () => {
    expect(apiErrorOf(refusal())?.code).toBe(ErrorCode.VALIDATION);
    expect(apiErrorOf(new Error("x"))).toBeNull();
    expect(apiErrorOf({ error: "texto" })).toBeNull();
    expect(failureMessage(refusal())).toBe("Verifique os campos assinalados.");
  });
});
