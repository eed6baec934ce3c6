import { translatable } from "../../lib/i18n/texts-key";
// Apart from texts.ts: the root layout carries the header, so these ride on every page's first load.
/** The checkout's slim header: no menus, what reassures a buyer about to pay. */
export const secureHeaderTexts = translatable(
  "features/checkout/checkout-header-texts.ts#secureHeaderTexts",
  {
    secure: "Compra segura",
    phone: "Telefone",
    methods: "Pagamentos aceites",
    /** The text alternative of each method's logo. */
    logos: { MULTIBANCO: "MULTIBANCO", MBWAY: "MB WAY", CREDIT: "Cartão Visa ou Mastercard" },
  } as const,
);
