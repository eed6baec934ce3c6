import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { PasswordField, usePasswordLengthError } from "./password-field";

afterEach(cleanup);

/** A form's use of the field: its error shows once the length is checked. */
function Form() {
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | undefined>();
  const passwordLengthError = usePasswordLengthError();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setError(passwordLengthError(password));
      }}
    >
      <PasswordField
        id="password"
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
        error={error}
      />
      <button type="submit">Criar conta</button>
    </form>
  );
}

describe("PasswordField", () => {
  it("is «Palavra-passe» with its length hint, and says a password of the wrong length", async () => {
    const user = userEvent.setup();
    render(<Form />);
    const field = screen.getByLabelText("Palavra-passe");
    expect(field).toHaveProperty("type", "password");
    expect(field.getAttribute("autocomplete")).toBe("new-password");
    expect(field.getAttribute("aria-describedby")).toBe("password-hint");
    expect(screen.getByText("Entre 8 e 40 caracteres.")).toBeTruthy();

    await user.type(field, "curta");
    await user.click(screen.getByRole("button", { name: "Criar conta" }));
    expect(screen.getByText("A palavra-passe deve ter entre 8 e 40 caracteres.")).toBeTruthy();
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(field.getAttribute("aria-describedby")).toBe("password-error password-hint");

    await user.type(field, "-e-mais");
    await user.click(screen.getByRole("button", { name: "Criar conta" }));
    expect(screen.queryByText("A palavra-passe deve ter entre 8 e 40 caracteres.")).toBeNull();
    expect(field.getAttribute("aria-invalid")).toBeNull();
  });
});
