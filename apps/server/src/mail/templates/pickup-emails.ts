import { type MailBlock, renderMail, type ShopIdentity } from "./layout.ts";
import { mailDateTime } from "./mail-dates.ts";
import {
  contactUs,
  languageOf,
  orderBlocks,
  type PurchaseMailData,
  returnRight,
} from "./purchase-emails.ts";
import { PURCHASE_MAIL_TEXTS } from "./purchase-mail-texts.ts";

/** Where to collect it: the store, its address, its hours, and the reference to show. */
function storeBlocks(purchase: PurchaseMailData): MailBlock[] {
  const pickup = purchase.pickup;
  if (!pickup) return [];
  const texts = PURCHASE_MAIL_TEXTS[languageOf(purchase)].pickup;
  return [
    {
      details: [
        [texts.store, pickup.storeName],
        [texts.address, pickup.storeAddress],
        ...(pickup.hours ?? []).map((line): [string, string] => [line.days, line.times]),
        [texts.reference, purchase.idShort],
      ],
    },
    { paragraph: texts.show },
  ];
}

/** Sent when staff put a pickup on the store's shelf. */
export function purchaseReadyForPickupMail(purchase: PurchaseMailData, shop: ShopIdentity) {
  const language = languageOf(purchase);
  const texts = PURCHASE_MAIL_TEXTS[language].pickup.ready;
  return renderMail(
    {
      language,
      subject: texts.subject(purchase.idShort),
      heading: texts.heading,
      blocks: [
        { paragraph: texts.text(purchase.idShort, purchase.pickup?.storeName ?? "") },
        ...storeBlocks(purchase),
        ...orderBlocks(purchase, shop, true, language),
        contactUs(shop, language),
      ],
    },
    shop,
  );
}

/** Sent once, when a pickup has waited on the shelf for PICKUP_COLLECT_DAYS. */
export function purchasePickupReminderMail(purchase: PurchaseMailData, shop: ShopIdentity) {
  const language = languageOf(purchase);
  const texts = PURCHASE_MAIL_TEXTS[language].pickup.reminder;
  const collectBy = purchase.pickup?.collectBy;
  return renderMail(
    {
      language,
      subject: texts.subject(purchase.idShort),
      heading: texts.heading,
      blocks: [
        {
          paragraph: texts.text(
            purchase.idShort,
            purchase.pickup?.storeName ?? "",
            collectBy ? mailDateTime(collectBy, language) : null,
          ),
        },
        ...storeBlocks(purchase),
        contactUs(shop, language),
      ],
    },
    shop,
  );
}

/** Sent when the customer collected the order in the store. */
export function purchaseCollectedMail(purchase: PurchaseMailData, shop: ShopIdentity) {
  const language = languageOf(purchase);
  const texts = PURCHASE_MAIL_TEXTS[language].pickup.collected;
  return renderMail(
    {
      language,
      subject: texts.subject(purchase.idShort),
      heading: texts.heading,
      blocks: [
        { paragraph: texts.text(purchase.idShort, purchase.pickup?.storeName ?? "") },
        ...orderBlocks(purchase, shop, true, language),
        returnRight(shop, language),
        contactUs(shop, language),
      ],
    },
    shop,
  );
}
