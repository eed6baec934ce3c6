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
