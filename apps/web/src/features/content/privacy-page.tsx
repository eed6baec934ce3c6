import { AUTH_COOKIE_NAME, AUTH_SESSION_DAYS, CART_STORAGE_KEY } from "@shop/shared";
import { Link } from "react-router";
import { useDocumentTitle } from "../../lib/document-title";
import { usePersistent } from "../../lib/persistent";
import styles from "./content.module.css";
import {
  BackToTop,
  ContactDetails,
  EmailLink,
  ExternalLink,
  Section,
  TableOfContents,
  useScrollToHash,
} from "./content-parts";
import { privacyTexts, SHOP_NAME, privacySections as s } from "./texts";

const TITLE_ID = "privacidade-titulo";

/** Política de Privacidade: who controls the data, what for, and the user's rights. */
export function PrivacyPage() {
  useDocumentTitle(privacyTexts.title);
  const { settings } = usePersistent();
  useScrollToHash();

  return (
    <div className={styles.page}>
      <article className={styles.prose}>
        <h1 id={TITLE_ID} className={styles.title}>
          {privacyTexts.title}
        </h1>
        <p className={styles.lead}>
          A {SHOP_NAME} respeita a privacidade de quem a visita. Esta política explica que dados
          pessoais recolhemos, para que os usamos e como o utilizador pode exercer os seus direitos.
        </p>

        <TableOfContents sections={s} />

        <Section section={s.controller}>
          <p>O responsável pelo tratamento dos dados pessoais recolhidos neste site é:</p>
          <ContactDetails settings={settings} />
          <p>
            Para qualquer questão sobre o tratamento dos seus dados, o utilizador pode contactar-nos
            por email, para <EmailLink settings={settings} />, ou por carta, para a morada acima
            indicada.
          </p>
        </Section>

        <Section section={s.consent}>
          <p>
            Tratamos os dados pessoais nos termos do Regulamento (UE) 2016/679 do Parlamento Europeu
            e do Conselho, de 27 de abril de 2016 — Regulamento Geral sobre a Proteção de Dados
            (RGPD) — e da Lei n.º 58/2019, de 8 de agosto.
          </p>
          <p>
            Ao criar uma conta, ao fazer uma encomenda ou ao enviar-nos uma mensagem, o utilizador
            dá o seu consentimento ao tratamento dos dados que nos fornece, para as finalidades
            descritas nesta política. Os dados de uma encomenda são também tratados para executar o
            contrato de compra e venda e para cumprir obrigações legais, como a emissão da fatura.
          </p>
          <p>
            O utilizador pode retirar o seu consentimento a qualquer momento, sem que isso afete a
            licitude do tratamento feito até então.
          </p>
        </Section>

        <Section section={s.data}>
          <p>Recolhemos apenas os dados necessários às seguintes finalidades:</p>
          <ul>
            <li>
              <strong>emitir a fatura</strong>: nome, NIF e morada de faturação, quando indicados;
            </li>
            <li>
              <strong>enviar a encomenda</strong>: nome do destinatário, morada de entrega, email e
              número de telemóvel, que a transportadora pode usar para combinar a entrega;
            </li>
            <li>
              <strong>assegurar a garantia e o serviço pós-venda</strong>: o histórico das
              encomendas, com os artigos, tamanhos e valores;
            </li>
            <li>
              <strong>prestar apoio ao cliente</strong>: o nome, o email e o conteúdo das mensagens
              que nos envia, incluindo as enviadas pela{" "}
              <Link to="/contacts">página de contactos</Link>
              {";"}
            </li>
            <li>
              <strong>gerir a conta do cliente</strong>, quando criada: nome, email, telemóvel,
              moradas guardadas, favoritos e carrinho de compras.
            </li>
          </ul>
          <p>
            Os dados do cartão de pagamento são introduzidos diretamente no formulário do prestador
            de serviços de pagamento e não são guardados pela {SHOP_NAME}.
          </p>
        </Section>

        <Section section={s.sharing}>
          <p>
            Os dados pessoais não são vendidos, cedidos nem alugados a terceiros. São comunicados
            apenas na medida estritamente necessária para cumprir a encomenda — à transportadora
            responsável pela entrega e aos prestadores de serviços de pagamento — ou quando a lei o
            exija, às autoridades competentes.
          </p>
        </Section>

        <Section section={s.security}>
          <p>
            O acesso dos nossos colaboradores aos dados pessoais é protegido por palavra-passe e
            limitado a quem deles necessita para desempenhar as suas funções. Adotamos as medidas
            técnicas e organizativas adequadas para proteger os dados contra a perda, a destruição e
            o acesso ou a divulgação não autorizados.
          </p>
        </Section>

        <Section section={s.retention}>
          <p>
            Os dados são conservados apenas durante o período necessário às finalidades para que
            foram recolhidos ou pelo prazo exigido por lei. Os dados da conta são conservados
            enquanto a conta estiver ativa; quando o cliente a elimina, são apagados, com exceção
            dos que tenhamos de conservar por obrigação legal, como os dados das faturas, que a
            legislação fiscal obriga a guardar durante 10 anos, e os necessários para assegurar a
            garantia dos artigos vendidos.
          </p>
        </Section>

        <Section section={s.rights}>
          <p>
            Nos termos do RGPD, o utilizador tem direito de acesso, de retificação, de apagamento,
            de portabilidade e de limitação do tratamento dos seus dados pessoais, bem como o
            direito de se opor ao tratamento e de retirar o consentimento dado.
          </p>
          <p>O utilizador pode exercer estes direitos:</p>
          <ul>
            <li>
              na área de cliente, em <Link to="/account/settings">Os meus dados</Link>, onde pode
              consultar e corrigir os dados da conta e as moradas guardadas, ou{" "}
              <Link to="/account/delete">eliminar a conta</Link>
              {";"}
            </li>
            <li>
              por email, para <EmailLink settings={settings} />.
            </li>
          </ul>
          <p>
            Respondemos aos pedidos no prazo máximo de um mês, sem qualquer custo para o utilizador.
          </p>
        </Section>

        <Section section={s.authority}>
          <p>
            Se considerar que o tratamento dos seus dados viola a lei, o utilizador tem o direito de
            apresentar uma reclamação à Comissão Nacional de Proteção de Dados (CNPD), a autoridade
            de controlo portuguesa, em{" "}
            <ExternalLink href="https://www.cnpd.pt">www.cnpd.pt</ExternalLink>.
          </p>
        </Section>

        <Section section={s.cookies}>
          <p>
            O site usa apenas o estritamente necessário para funcionar, sem cookies de publicidade:
          </p>
          <ul>
            <li>
              um cookie de sessão, <code>{AUTH_COOKIE_NAME}</code>, que mantém a sessão do cliente
              iniciada durante até {AUTH_SESSION_DAYS} dias após a entrada na conta;
            </li>
            <li>
              o armazenamento local do navegador, onde o carrinho de compras fica guardado (com o
              nome <code>{CART_STORAGE_KEY}</code>) para não se perder entre visitas.
            </li>
          </ul>
          <p>
            Ao pagar com cartão, o prestador de serviços de pagamento pode usar os seus próprios
            cookies, necessários à segurança do pagamento e à prevenção de fraude.
          </p>
          <p>
            O utilizador pode bloquear ou apagar os cookies e os dados guardados nas definições do
            seu navegador. Nesse caso, não será possível manter a sessão iniciada nem guardar o
            carrinho entre visitas.
          </p>
        </Section>

        <Section section={s.changes}>
          <p>
            Podemos atualizar esta Política de Privacidade para refletir alterações legais ou do
            funcionamento da loja. A versão em vigor é sempre a publicada nesta página.
          </p>
        </Section>

        <BackToTop targetId={TITLE_ID} />
      </article>
    </div>
  );
}
