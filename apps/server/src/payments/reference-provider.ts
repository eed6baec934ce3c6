/**
 * A MULTIBANCO reference a provider issued for one purchase: paid through its card intent
 * (Stripe), or through the provider's callback, which may name it by its request id (ifthenpay).
 */
export interface IssuedReference {
  intentId: string | null;
  requestId: string | null;
  entity: string;
  reference: string;
  expiresAt: Date;
}

/**
 * A provider that issues MULTIBANCO references: Stripe's own `multibanco` payment method (its
 * payment notified as a card intent's), or ifthenpay's dynamic references (paid through its
 * callback). The sandbox builds its references itself.
 */
export interface ReferenceProvider {
  /** The name the purchase's payment is recorded under. */
  readonly name: string;
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
 * through ifthenpay's callback), or a provider (Stripe; ifthenpay's dynamic references).
 */
export type MultibancoIssuer =
  | { issuer: "shop" }
  | { issuer: "ifthenpay"; entity: string; subentity: string }
  | { issuer: "provider"; provider: ReferenceProvider };
