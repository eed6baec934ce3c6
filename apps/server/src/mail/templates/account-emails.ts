import { type Language, pagePathIn } from "@shop/shared";
import { english } from "./account-emails.en.ts";
import { renderMail, type ShopIdentity } from "./layout.ts";

/** The account emails' words in Portuguese. */
const portuguese = {
  hello: (name: string) => `Olá ${name}`,
  notYou: "Se não foi você, ignore este email.",
  confirm: {
    subject: "Confirme o seu email",
    subjectChanged: "Confirme o seu novo email",
    text: "Obrigado por criar a sua conta. Confirme o seu email para a ativar por completo.",
    textChanged:
      "Alterou o email da sua conta. Confirme o novo endereço para continuar a receber as nossas mensagens.",
    action: "Confirmar email",
  },
  recovery: {
    subject: "Recuperação da sua conta",
    text: "Recebemos um pedido para definir uma nova palavra-passe da sua conta.",
    action: "Definir nova palavra-passe",
    validity:
      "O link é válido durante 1 hora e só pode ser usado uma vez. Se não pediu a recuperação, ignore este email: a sua palavra-passe não muda.",
  },
  changedNotice: {
    subject: "O email da sua conta foi alterado",
    text: (shop: string) =>
      `O email da sua conta na ${shop} foi alterado. A partir de agora, as nossas mensagens seguem para o novo endereço.`,
    notYou: "Se não foi você, contacte-nos quanto antes para protegermos a sua conta:",
    email: "Email",
    phone: "Telefone",
    contact: "Contactar a loja",
  },
};

/** The words of the account emails, in Portuguese; in English in account-emails.en.ts. */
export type AccountEmailTexts = typeof portuguese;

const TEXTS: Record<Language, AccountEmailTexts> = { pt: portuguese, en: english };

/** The link to confirm an address, after registering or changing the email. */
export function emailConfirmationMail(
  name: string,
  link: string,
  shop: ShopIdentity,
  changed = false,
  language: Language = "pt",
) {
  const texts = TEXTS[language];
  return renderMail(
    {
      language,
      subject: changed ? texts.confirm.subjectChanged : texts.confirm.subject,
      heading: texts.hello(name),
      blocks: [
        { paragraph: changed ? texts.confirm.textChanged : texts.confirm.text },
        { action: { label: texts.confirm.action, url: link } },
        { paragraph: texts.notYou },
      ],
    },
    shop,
  );
}

/** The link to set a new password; valid for one hour, once. */
export function passwordRecoveryMail(
  name: string,
  link: string,
  shop: ShopIdentity,
  language: Language = "pt",
) {
  const texts = TEXTS[language];
  return renderMail(
    {
      language,
      subject: texts.recovery.subject,
      heading: texts.hello(name),
      blocks: [
        { paragraph: texts.recovery.text },
        { action: { label: texts.recovery.action, url: link } },
        { paragraph: texts.recovery.validity },
      ],
    },
    shop,
  );
}

/** To the old address after the account's email changed: who to reach when it was not them. */
export function emailChangedNoticeMail(
  name: string,
  shop: ShopIdentity,
  language: Language = "pt",
) {
  const texts = TEXTS[language];
  const notice = texts.changedNotice;
  const contacts: Array<[string, string]> = [
    [notice.email, shop.email],
    [notice.phone, shop.phone],
  ];
  return renderMail(
    {
      language,
      subject: notice.subject,
      heading: texts.hello(name),
      blocks: [
        { paragraph: notice.text(shop.name) },
        { paragraph: notice.notYou },
        { details: contacts.filter(([, value]) => value !== "") },
        {
          action: {
            label: notice.contact,
            url: `${shop.url}${pagePathIn("/contacts", language)}`,
          },
        },
      ],
    },
    shop,
  );
}
