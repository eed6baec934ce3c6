/** A MULTIBANCO reference a provider issued for one purchase, paid through its intent. */
export interface IssuedReference {
  intentId: string;
  entity: string;
  reference: string;
  expiresAt: Date;
}

/**
 * A provider that issues MULTIBANCO references and notifies their payment as it does a card
 * intent's (Stripe's own `multibanco` payment method). The sandbox builds its references itself.
 */
export interface ReferenceProvider {
  issueReference(input: {
    amountCents: number;
    purchaseId: number;
    idShort: string;
    email: string;
  }): Promise<IssuedReference>;
}

/**
 * Who issues MULTIBANCO references: the shop itself with the entity of its settings (the
 * sandbox's bank pays them), the shop with ifthenpay's contracted entity and sub-entity (paid
 * through ifthenpay's callback), or a provider (Stripe).
 */
export type MultibancoIssuer =
  | { issuer: "shop" }
  | { issuer: "ifthenpay"; entity: string; subentity: string }
  | { issuer: "provider"; provider: ReferenceProvider };
