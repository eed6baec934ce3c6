import { formatShopDateTime, PICKUP_GRACE_DAYS } from "@shop/shared";
import { type MailBlock, renderMail, type ShopIdentity } from "./layout.ts";
import { contactUs, orderBlocks, type PurchaseMailData, returnRight } from "./purchase-emails.ts";

/** Where to collect it: the store, its address, its hours, and the reference to show. */
function storeBlocks(purchase: PurchaseMailData): MailBlock[] {
  const pickup = purchase.pickup;
  if (!pickup) return [];
  return [
    {
      details: [
        ["Loja", pickup.storeName],
        ["Morada", pickup.storeAddress],
        ...(pickup.hours ?? []).map((line): [string, string] => [line.days, line.times]),
        ["Referência a apresentar", purchase.idShort],
      ],
    },
    {
      paragraph:
        "Ao levantar, mostre a referência da encomenda (este email no telemóvel serve) e um documento de identificação.",
    },
  ];
}

/** Sent when staff put a pickup on the store's shelf. */
export function purchaseReadyForPickupMail(purchase: PurchaseMailData, shop: ShopIdentity) {
  return renderMail(
    {
      subject: `Encomenda ${purchase.idShort} pronta a levantar`,
      heading: "A sua encomenda está pronta a levantar",
      blocks: [
        {
          paragraph: `A encomenda ${purchase.idShort} espera por si na loja ${purchase.pickup?.storeName ?? ""}.`,
        },
        ...storeBlocks(purchase),
        ...orderBlocks(purchase, shop),
        contactUs(shop),
      ],
    },
    shop,
  );
}

/** Sent once, when a pickup has waited on the shelf for PICKUP_COLLECT_DAYS. */
export function purchasePickupReminderMail(purchase: PurchaseMailData, shop: ShopIdentity) {
  const collectBy = purchase.pickup?.collectBy;
  return renderMail(
    {
      subject: `Lembrete: encomenda ${purchase.idShort} por levantar`,
      heading: "A sua encomenda ainda está à sua espera",
      blocks: [
        {
          paragraph: `A encomenda ${purchase.idShort} continua por levantar na loja ${purchase.pickup?.storeName ?? ""}. ${collectBy ? ` Pode levantá-la até ${formatShopDateTime(collectBy)};` : ""} se não a levantar em ${PICKUP_GRACE_DAYS} dias, a encomenda é cancelada e o valor devolvido.`,
        },
        ...storeBlocks(purchase),
        contactUs(shop),
      ],
    },
    shop,
  );
}

/** Sent when the customer collected the order in the store. */
export function purchaseCollectedMail(purchase: PurchaseMailData, shop: ShopIdentity) {
  return renderMail(
    {
      subject: `Encomenda ${purchase.idShort} levantada`,
      heading: "Obrigado pela sua visita",
      blocks: [
        {
          paragraph: `A encomenda ${purchase.idShort} foi levantada na loja ${purchase.pickup?.storeName ?? ""}. Esperamos que goste!`,
        },
        ...orderBlocks(purchase, shop),
        returnRight(shop),
        contactUs(shop),
      ],
    },
    shop,
  );
}
