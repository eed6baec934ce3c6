/** Who bought as a guest, kept for the tab: the confirmation page offers them an account. */
export interface ConfirmationBuyer {
  token: string;
  name: string;
  email: string;
}

const KEY = "order-confirmation-buyer";

export const confirmationBuyer = {
  save(buyer: ConfirmationBuyer) {
    try {
      window.sessionStorage.setItem(KEY, JSON.stringify(buyer));
    } catch {
      // Without storage the page simply does not offer the account.
    }
  },
  /** The guest of this confirmation's link, if this tab bought it. */
  of(token: string): ConfirmationBuyer | null {
    try {
      const found = JSON.parse(window.sessionStorage.getItem(KEY) ?? "null") as unknown;
      if (!found || typeof found !== "object") return null;
      const buyer = found as Partial<ConfirmationBuyer>;
      if (buyer.token !== token || typeof buyer.name !== "string") return null;
      return typeof buyer.email === "string" ? (buyer as ConfirmationBuyer) : null;
    } catch {
      return null;
    }
  },
};
