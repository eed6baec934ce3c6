import { describe, expect, it } from "vitest";
import {
  addressSchema,
  changePasswordSchema,
  recoverPerformSchema,
  registerSchema,
  settingsSchemaFor,
} from "./schemas";

function messages(result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]),
  );
}

const register = {
  name: "Ana Teste",
  email: "Ana@Example.pt ",
  phone: "(351) ",
  password: "sapatos-2025",
  confirmation: "sapatos-2025",
  privacy: false,
};

describe("registerSchema", () => {
  it("accepts a customer without phone and normalises the email", () => {
    const parsed = registerSchema.parse(register);
    expect(parsed.email).toBe("ana@example.pt");
  });

  it("wants the phone complete once more than the prefix is typed", () => {
    expect(messages(registerSchema.safeParse({ ...register, phone: "(351) 91234" }))).toEqual({
      phone: "Introduza um número de telefone válido",
    });
    expect(registerSchema.safeParse({ ...register, phone: "(351) 912345678" }).success).toBe(true);
    expect(registerSchema.safeParse({ ...register, phone: "" }).success).toBe(true);
  });

  it("checks the bounds and the confirmation, all at once", () => {
    const result = registerSchema.safeParse({
      ...register,
      name: "x".repeat(151),
      password: "curta",
      confirmation: "outra",
    });
    expect(messages(result)).toEqual({
      name: "O nome pode ter no máximo 150 caracteres.",
      password: "A palavra-passe deve ter entre 8 e 40 caracteres.",
      confirmation: "As password não coincidem",
    });
  });

  it("refuses an email longer than 75 characters", () => {
    const email = `${"a".repeat(70)}@example.pt`;
    expect(messages(registerSchema.safeParse({ ...register, email }))).toEqual({
      email: "O email pode ter no máximo 75 caracteres.",
    });
  });
});

describe("recoverPerformSchema", () => {
  it("uses the recovery's own messages", () => {
    expect(
      messages(recoverPerformSchema.safeParse({ password: "curta", confirmation: "outra" })),
    ).toEqual({
      password: "Introduza uma password com pelo menos 8 caracteres",
      confirmation: "As password não conincidem",
    });
  });
});

describe("changePasswordSchema", () => {
  it("checks all three fields and the confirmation", () => {
    expect(
      messages(
        changePasswordSchema.safeParse({
          oldPassword: "x",
          newPassword: "sapatos-2026",
          confirmation: "sapatos-2027",
        }),
      ),
    ).toEqual({
      oldPassword: "A palavra-passe deve ter entre 8 e 40 caracteres.",
      confirmation: "As passwords não coincidem",
    });
  });
});

describe("settingsSchemaFor", () => {
  const schema = settingsSchemaFor("ana@example.pt");
  const values = { name: "Ana", email: "ana@example.pt", phone: "", currentPassword: "" };

  it("applies the phone rule", () => {
    expect(messages(schema.safeParse({ ...values, phone: "(351) 9" }))).toEqual({
      phone: "Introduza um número de telefone válido",
    });
  });

  it("asks for the current password only when the email changes", () => {
    expect(schema.safeParse({ ...values, email: "ANA@example.pt" }).success).toBe(true);
    expect(messages(schema.safeParse({ ...values, email: "nova@example.pt" }))).toEqual({
      currentPassword: "Indique a sua palavra-passe atual para mudar o email.",
    });
    const withPassword = { ...values, email: "nova@example.pt", currentPassword: "x" };
    expect(schema.safeParse(withPassword).success).toBe(true);
  });
});

describe("addressSchema", () => {
  const empty = { name: "", country: "1", street: "", city: "", postalCode: "", nif: "" };
  const codes: Record<number, string> = { 1: "PT", 2: "ES" };
  const schema = addressSchema((id) => codes[id] ?? null);

  it("lets every field be empty", () => {
    expect(schema.safeParse(empty).success).toBe(true);
  });

  it("checks the name bound, the postal code format and the NIF check digit", () => {
    const result = schema.safeParse({
      ...empty,
      name: "x".repeat(71),
      postalCode: "1100-48",
      nif: "123456780",
    });
    expect(messages(result)).toEqual({
      name: "O nome pode ter no máximo 70 caracteres.",
      postalCode: "O código postal deve ter o formato 0000-000.",
      nif: "O NIF não é válido.",
    });
    expect(schema.safeParse({ ...empty, postalCode: "1100-048", nif: "123456789" }).success).toBe(
      true,
    );
  });

  it("checks the postal code by the chosen country", () => {
    expect(schema.safeParse({ ...empty, country: "2", postalCode: "28013" }).success).toBe(true);
    expect(messages(schema.safeParse({ ...empty, country: "2", postalCode: "2801" }))).toEqual({
      postalCode: "O código postal não é válido para o país escolhido (por exemplo, 28013).",
    });
  });
});
