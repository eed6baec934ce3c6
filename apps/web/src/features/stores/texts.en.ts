import type { Translation } from "@shop/shared";
import type * as pt from "./texts";

export const storesTexts: Translation<typeof pt.storesTexts> = {
  title: "Our stores",
  lead: "Visit us in Lisbon: try the models on, ask for advice, and exchange or return your online purchases in any store.",
  phone: "Phone",
  phoneNote: "Call to a Portuguese landline",
  address: "Address",
  map: "See on the map",
  newWindow: "(opens in a new window)",
  pictureAlt: (name: string) => `${name} store`,
  empty: "There are no stores to show at the moment.",
  contactsLink: "Would you rather talk to us from afar? See our contacts.",
  hours: "Opening hours",
};
