import type { Product } from "@shop/shared";
import { describe, expect, it } from "vitest";
import { ApiRequestError } from "../../lib/api-client";
import { describeFailure } from "./generation-failure";
import { successRows } from "./purchase-success-dialog";

const product: Product = {
  id: 12,
  ref: "SL-1",
  title: "Botas de montar",
  price: 129.9,
  discount: 0,
  referencePrice: null,
  reduction: 0,
  pictures: [],
  thumbnailIndex: 0,
  tags: [],
  sizes: ["38"],
  brandId: 1,
  categoryId: 1,
  colorId: 1,
  colorManual: null,
  dataPublished: "2025-01-01",
  newCollection: false,
};

describe("describeFailure", () => {
  it("puts form messages on their fields and names the product of cart messages", () => {
    const error = new ApiRequestError(400, {
      code: "VALIDATION",
      message: "Alguns dados enviados não são válidos.",
      fields: {
        "addressDelivery.street": "Indique: morada.",
        "contacts.email": "Introduza um email válido.",
        "cart.12.quantities.44": "Este tamanho não existe para este produto.",
        "cart.99": "Este produto já não está disponível.",
      },
    });
    expect(describeFailure(error, [product])).toEqual({
      code: "VALIDATION",
      message: "Alguns dados enviados não são válidos.",
      fields: [
        ["contacts.email", "Introduza um email válido."],
        ["addressDelivery.street", "Indique: morada."],
      ],
      cartProblems: [
        "Botas de montar, tamanho 44: Este tamanho não existe para este produto.",
        "#99: Este produto já não está disponível.",
      ],
    });
  });

  it("does not repeat an out-of-stock message that already names the product", () => {
    const message = "Já não temos stock suficiente de «Botas de montar» no tamanho 38.";
    const error = new ApiRequestError(409, {
      code: "OUT_OF_STOCK",
      message,
      fields: { "cart.12.quantities.38": message },
    });
    expect(describeFailure(error, [product])).toMatchObject({
      code: "OUT_OF_STOCK",
      message,
      cartProblems: [],
    });
  });

  it("answers a generic failure for anything that is not the server's answer", () => {
    expect(describeFailure(new TypeError("boom"), [])).toMatchObject({ code: "INTERNAL" });
  });
});

describe("successRows", () => {
  const purchase = {
    paymentMethod: "MULTIBANCO" as const,
    paymentKey: null,
    id: 1,
    idShort: "AB12CD34",
    paymentReference: "123123416",
    paymentEntity: "11202",
    paymentValue: 25.5,
    paymentExpiresAt: null,
  };

  it("shows id, method, reference, entity and value for MULTIBANCO", () => {
    expect(successRows(purchase).map(([label]) => label)).toEqual([
      "Encomenda",
      "Método de pagamento",
      "Referência",
      "Entidade",
      "Valor",
    ]);
    expect(successRows(purchase)[2]?.[1]).toBe("123 123 416");
  });

  it("shows id, method and value for a card", () => {
    const card = { ...purchase, paymentMethod: "CREDIT" as const, paymentReference: null };
    expect(successRows(card).map(([, value]) => value)).toEqual([
      "AB12CD34",
      "Cartão de crédito/débito",
      expect.stringMatching(/^25,50\s€$/),
    ]);
  });
});
