import {
  guaranteeNotice,
  guaranteeNoticeEn,
  type Language,
  pagePathIn,
  WITHDRAWAL_PATH,
  withdrawalTerms,
  withdrawalTermsEn,
} from "@shop/shared";
import type { MailBlock, ShopIdentity } from "./layout.ts";
import { PURCHASE_MAIL_TEXTS } from "./purchase-mail-texts.ts";

const LEGAL = {
  pt: { withdrawal: withdrawalTerms, guarantee: guaranteeNotice },
  en: { withdrawal: withdrawalTermsEn, guarantee: guaranteeNoticeEn },
};

/**
 * What the order confirmation keeps on a durable medium (DL 24/2014, art. 6): who sells, the
 * right of withdrawal and how to use it (the model form is attached), and the legal guarantee.
 */
export function preContractBlocks(shop: ShopIdentity, language: Language = "pt"): MailBlock[] {
  const texts = PURCHASE_MAIL_TEXTS[language].preContract;
  const { withdrawal, guarantee } = LEGAL[language];
  return [
    { subheading: texts.seller },
    {
      details: [
        [texts.sellerName, shop.name],
        [texts.address, shop.address],
        [texts.email, shop.email],
        ...(shop.phone ? [[texts.phone, shop.phone] as [string, string]] : []),
      ],
    },
    { subheading: withdrawal.title },
    ...withdrawal.paragraphs.map((paragraph) => ({ paragraph })),
    { paragraph: texts.formAttached },
    {
      action: {
        label: texts.withdrawAction,
        url: `${shop.url}${pagePathIn(WITHDRAWAL_PATH, language)}`,
      },
    },
    { subheading: guarantee.title },
    ...guarantee.paragraphs.map((paragraph) => ({ paragraph })),
    { paragraph: texts.terms(`${shop.url}${pagePathIn("/terms", language)}`) },
  ];
}
