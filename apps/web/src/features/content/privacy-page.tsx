import { AUTH_SESSION_DAYS, CONTACT_MESSAGE_RETENTION_DAYS, IP_RETENTION_DAYS } from "@shop/shared";
import { Link } from "react-router";
import { useDocumentTitle } from "../../lib/document-title";
import { usePersistent } from "../../lib/persistent";
import {
  ContactDetails,
  EmailLink,
  ExternalLink,
  LegalPage,
  Section,
  TableOfContents,
  useScrollToHash,
} from "./content-parts";
import { BrowserStorageTable } from "./legal-parts";
import { privacyTexts, SHOP_NAME, privacySections as s } from "./texts";

const TITLE_ID = "privacidade-titulo";

/** Política de Privacidade: who controls the data, what for, and the user's rights. */
export function PrivacyPage() {
  useDocumentTitle(privacyTexts.title);
  const { settings } = usePersistent();
  useScrollToHash();

  return (
    <LegalPage
      titleId={TITLE_ID}
      title={privacyTexts.title}
      lead={
        <>
          A {SHOP_NAME} respeita a privacidade de quem a visita. Esta política explica que dados
          pessoais recolhemos, para que os usamos e como o utilizador pode exercer os seus direitos.
        </>
      }
    >
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
          Tratamos os dados pessoais nos termos do Regulamento (UE) 2016/679 — Regulamento Geral
          sobre a Proteção de Dados (RGPD) — e da Lei n.º 58/2019, de 8 de agosto, com os seguintes
          fundamentos:
        </p>
        <ul>
          <li>
            <strong>execução do contrato</strong> (art. 6.º, n.º 1, al. b) do RGPD): a encomenda, o
            pagamento, a entrega, as devoluções, a livre resolução e a conta de cliente;
          </li>
          <li>
            <strong>obrigação legal</strong> (al. c)): a fatura e a sua conservação, a garantia dos
            artigos, o livro de reclamações;
          </li>
          <li>
            <strong>interesse legítimo</strong> (al. f)): a segurança da loja e a prevenção de
            fraude (os limites de tentativas e o endereço IP guardado com as compras e as
            mensagens), e responder às mensagens que nos envia;
          </li>
          <li>
            <strong>consentimento</strong> (al. a)): os avisos «Avisem-me» de reposição de um
            tamanho, que pode cancelar a qualquer momento pela ligação de cada email.
          </li>
        </ul>
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
            <strong>assegurar a garantia e o serviço pós-venda</strong>: o histórico das encomendas,
            com os artigos, tamanhos e valores;
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
          Os dados do cartão de pagamento são introduzidos diretamente no formulário do prestador de
          serviços de pagamento e não são guardados pela {SHOP_NAME}.
        </p>
      </Section>

      <Section section={s.sharing}>
        <p>
          Os dados pessoais não são vendidos, cedidos nem alugados a terceiros. São comunicados
          apenas na medida necessária a quem trata deles por nossa conta (subcontratantes), à
          transportadora responsável pela entrega ou, quando a lei o exija, às autoridades:
        </p>
        <ul>
          <li>
            <strong>Stripe Payments Europe, Ltd.</strong> (Irlanda): pagamentos com cartão;
          </li>
          <li>
            <strong>ifthenpay</strong> (Portugal): referências MULTIBANCO e pagamentos MB WAY;
          </li>
          <li>
            <strong>InvoiceXpress</strong> (Portugal): emissão das faturas certificadas;
          </li>
          <li>
            o prestador de envio de email e o prestador de alojamento do servidor e da base de dados
            contratados pela {SHOP_NAME}, na União Europeia;
          </li>
          <li>a transportadora que entrega a encomenda (nome, morada e telemóvel).</li>
        </ul>
        <p>
          <strong>Transferências para fora da União Europeia:</strong> a Stripe pode tratar dados de
          pagamento nos Estados Unidos, através da Stripe, Inc., ao abrigo do Quadro de Privacidade
          de Dados UE-EUA e de cláusulas contratuais-tipo aprovadas pela Comissão Europeia. Nenhum
          outro dado sai da União Europeia.
        </p>
      </Section>

      <Section section={s.security}>
        <p>
          O acesso dos nossos colaboradores aos dados pessoais é protegido por palavra-passe e
          limitado a quem deles necessita para desempenhar as suas funções. Adotamos as medidas
          técnicas e organizativas adequadas para proteger os dados contra a perda, a destruição e o
          acesso ou a divulgação não autorizados.
        </p>
      </Section>

      <Section section={s.retention}>
        <p>Conservamos cada tipo de dados apenas durante o tempo necessário:</p>
        <ul>
          <li>
            <strong>conta de cliente</strong> (nome, email, telemóvel, moradas, favoritos): enquanto
            a conta estiver ativa; apagados quando a elimina;
          </li>
          <li>
            <strong>encomendas e faturas</strong>: 10 anos, como obriga a legislação fiscal; após a
            eliminação da conta, só os dados que a fatura exige;
          </li>
          <li>
            <strong>endereço IP</strong> guardado com as compras e as mensagens: {IP_RETENTION_DAYS}{" "}
            dias, apagado automaticamente depois;
          </li>
          <li>
            <strong>mensagens de contacto</strong>: {CONTACT_MESSAGE_RETENTION_DAYS / 365} anos,
            apagadas automaticamente depois (ou antes, com a conta, ou quando nos pedir);
          </li>
          <li>
            <strong>emails enviados</strong> (cópia na nossa fila de envio): 30 dias;
          </li>
          <li>
            <strong>sessões</strong>: até {AUTH_SESSION_DAYS} dias ou até sair da conta; contadores
            de tentativas (segurança): um dia;
          </li>
          <li>
            <strong>avisos «Avisem-me»</strong>: até serem enviados ou cancelados, e 30 dias depois.
          </li>
        </ul>
      </Section>

      <Section section={s.rights}>
        <p>
          Nos termos do RGPD, o utilizador tem direito de acesso, de retificação, de apagamento, de
          portabilidade e de limitação do tratamento dos seus dados pessoais, bem como o direito de
          se opor ao tratamento e de retirar o consentimento dado.
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
          apresentar uma reclamação à Comissão Nacional de Proteção de Dados (CNPD), a autoridade de
          controlo portuguesa, em{" "}
          <ExternalLink href="https://www.cnpd.pt">www.cnpd.pt</ExternalLink>.
        </p>
      </Section>

      <Section section={s.cookies}>
        <p>
          O site usa apenas o estritamente necessário para funcionar, sem cookies de publicidade nem
          de estatística. Estes são todos os dados que a loja guarda no seu navegador:
        </p>
        <BrowserStorageTable label={s.cookies.heading} />
        <p>
          Ao pagar com cartão, o formulário do prestador de serviços de pagamento pode usar os seus
          próprios cookies, necessários à segurança do pagamento e à prevenção de fraude.
        </p>
        <p>
          O utilizador pode bloquear ou apagar os cookies e os dados guardados nas definições do seu
          navegador. Nesse caso, não será possível manter a sessão iniciada nem guardar o carrinho
          entre visitas.
        </p>
      </Section>

      <Section section={s.changes}>
        <p>
          Podemos atualizar esta Política de Privacidade para refletir alterações legais ou do
          funcionamento da loja. A versão em vigor é sempre a publicada nesta página.
        </p>
      </Section>
    </LegalPage>
  );
}
