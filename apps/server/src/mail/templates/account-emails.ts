import { renderMail, type ShopIdentity } from "./layout.ts";

/** The link to confirm an address, after registering or changing the email. */
export function emailConfirmationMail(
  name: string,
  link: string,
  shop: ShopIdentity,
  changed = false,
) {
  return renderMail(
    {
      subject: changed ? "Confirme o seu novo email" : "Confirme o seu email",
      heading: `Olá ${name}`,
      blocks: [
        {
          paragraph: changed
            ? "Alterou o email da sua conta. Confirme o novo endereço para continuar a receber as nossas mensagens."
            : "Obrigado por criar a sua conta. Confirme o seu email para a ativar por completo.",
        },
        { action: { label: "Confirmar email", url: link } },
        { paragraph: "Se não foi você, ignore este email." },
      ],
    },
    shop,
  );
}

/** The link to set a new password; valid for one hour, once. */
export function passwordRecoveryMail(name: string, link: string, shop: ShopIdentity) {
  return renderMail(
    {
      subject: "Recuperação da sua conta",
      heading: `Olá ${name}`,
      blocks: [
        { paragraph: "Recebemos um pedido para definir uma nova password da sua conta." },
        { action: { label: "Definir nova password", url: link } },
        {
          paragraph:
            "O link é válido durante 1 hora e só pode ser usado uma vez. Se não pediu a recuperação, ignore este email: a sua password não muda.",
        },
      ],
    },
    shop,
  );
}

/** To the old address after the account's email changed: who to reach when it was not them. */
export function emailChangedNoticeMail(name: string, shop: ShopIdentity) {
  const contacts: Array<[string, string]> = [
    ["Email", shop.email],
    ["Telefone", shop.phone],
  ];
  return renderMail(
    {
      subject: "O email da sua conta foi alterado",
      heading: `Olá ${name}`,
      blocks: [
        {
          paragraph: `O email da sua conta na ${shop.name} foi alterado. A partir de agora, as nossas mensagens seguem para o novo endereço.`,
        },
        {
          paragraph: "Se não foi você, contacte-nos quanto antes para protegermos a sua conta:",
        },
        { details: contacts.filter(([, value]) => value !== "") },
        { action: { label: "Contactar a loja", url: `${shop.url}/contacts` } },
      ],
    },
    shop,
  );
}
