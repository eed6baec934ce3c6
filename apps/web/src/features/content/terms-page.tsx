import {
  deliveryLeadTime,
  formatVatPercent,
  guaranteeNotice,
  MULTIBANCO_VALID_HOURS,
  REFUND_DEADLINE_DAYS,
  shopVatRates,
  WITHDRAWAL_PATH,
  withdrawalForm,
} from "@shop/shared";
import { Link } from "react-router";
import { useDocumentTitle } from "../../lib/document-title";
import { usePersistent } from "../../lib/persistent";
import {
  AnchorLink,
  ContactDetails,
  companyName,
  EmailLink,
  ExternalLink,
  LegalPage,
  Section,
  TableOfContents,
  useScrollToHash,
} from "./content-parts";
import { GuaranteeNoticeBox, WithdrawalFormBox, withoutNumber } from "./legal-parts";
import {
  LEGAL_WITHDRAWAL_DAYS,
  SHOP_NAME,
  SHOP_RETURN_DAYS,
  termsSections as s,
  termsTexts,
} from "./texts";

const TITLE_ID = "termos-titulo";

/** Termos e Condições of the online shop. */
export function TermsPage() {
  useDocumentTitle(termsTexts.title);
  const { settings, countryGroups } = usePersistent();
  useScrollToHash();
  const company = companyName(settings);
  const rates = shopVatRates(settings);
  const vatPercent = rates.mainland;

  return (
    <LegalPage
      titleId={TITLE_ID}
      title={termsTexts.title}
      lead={
        <>
          Estes Termos e Condições regulam as compras feitas na loja online {SHOP_NAME}. Pedimos ao
          cliente que os leia com atenção antes de fazer uma encomenda.
        </>
      }
    >
      <TableOfContents sections={s} />

      <Section section={s.company}>
        <p>A loja online {SHOP_NAME} é explorada por:</p>
        <ContactDetails settings={settings} withShareCapital />
        <p>
          Para qualquer questão sobre estes Termos e Condições ou sobre uma encomenda, o cliente
          pode contactar-nos pelos meios acima indicados ou através da nossa{" "}
          <Link to="/contacts">página de contactos</Link>.
        </p>
      </Section>

      <Section section={s.scope}>
        <p>
          Os presentes Termos e Condições aplicam-se à venda de calçado e acessórios através deste
          site. Ao concluir uma encomenda, o cliente declara ter lido e aceite os Termos e Condições
          em vigor nessa data, que são os que se aplicam a essa encomenda.
        </p>
        <p>
          A compra não exige registo: o cliente pode comprar sem criar conta, indicando o seu email
          e o seu número de telemóvel. Com uma conta, pode ainda guardar moradas, favoritos e
          consultar o histórico das suas encomendas.
        </p>
        <p>
          Os direitos que a lei reconhece aos consumidores não são afastados nem limitados por estes
          Termos e Condições.
        </p>
      </Section>

      <Section section={s.orders}>
        <p>
          Para encomendar, o cliente escolhe os artigos e os tamanhos pretendidos, indica os seus
          contactos, a morada de entrega e, se o desejar, os dados de faturação (nome e NIF). Sem
          dados de faturação, é emitida fatura em nome de consumidor final. Antes de concluir, são
          apresentados o resumo da encomenda, os portes de envio e o preço total, com IVA.
        </p>
        <p>
          Concluída a encomenda, enviamos para o email indicado uma confirmação com o{" "}
          <strong>código da encomenda</strong>, que deve ser referido em qualquer contacto sobre a
          mesma. Se não a receber, o cliente deve verificar a pasta de correio não solicitado (spam)
          ou contactar-nos. Os clientes registados podem acompanhar o estado das suas encomendas em{" "}
          <Link to="/account/purchases">As minhas compras</Link>:
        </p>
        <ul>
          <li>
            <strong>AGUARDA PAGAMENTO</strong>: a encomenda aguarda o pagamento da referência
            MULTIBANCO;
          </li>
          <li>
            <strong>A PREPARAR</strong>: o pagamento foi confirmado e a encomenda está a ser
            preparada;
          </li>
          <li>
            <strong>P/RECOLHA</strong>: a encomenda está pronta e aguarda a recolha pela
            transportadora;
          </li>
          <li>
            <strong>A TRANSITO</strong>: a encomenda foi entregue à transportadora e está a caminho;
          </li>
          <li>
            <strong>ENTREGUE</strong>: a encomenda foi entregue na morada indicada;
          </li>
          <li>
            <strong>CANCELADA</strong>: a encomenda foi cancelada.
          </li>
        </ul>
      </Section>

      <Section section={s.prices}>
        <p>
          Todos os preços são apresentados em euros (€) e incluem IVA à taxa legal em vigor em
          Portugal continental{vatPercent > 0 ? ` (atualmente ${vatPercent} %)` : ""}. Todos os
          pagamentos são processados em euros.
        </p>
        <p>
          O IVA devido segue o local de entrega: nas entregas na Madeira e nos Açores aplica-se a
          taxa da respetiva Região Autónoma ({formatVatPercent(rates.madeira)} e{" "}
          {formatVatPercent(rates.azores)}), e as entregas fora da União Europeia são exportações
          isentas de IVA (o país de destino pode cobrar direitos e impostos na entrega). Nestes
          casos, o total é calculado a partir do preço sem IVA e indicado antes da conclusão da
          encomenda.
        </p>
        <p>
          Os portes de envio, quando devidos, acrescem ao preço dos artigos. O seu valor depende do
          país de entrega e é sempre indicado antes da conclusão da encomenda.
        </p>
        <p>
          Os preços e as promoções podem ser alterados a qualquer momento, sem aviso prévio. Essas
          alterações não se aplicam a encomendas já confirmadas: é sempre respeitado o preço em
          vigor no momento da encomenda.
        </p>
      </Section>

      <Section section={s.payment}>
        <p>O cliente pode pagar a encomenda por um dos seguintes meios:</p>
        <ul>
          <li>
            <strong>Referência MULTIBANCO</strong>: concluída a encomenda, são apresentados a
            entidade, a referência e o valor a pagar, que pode ser pago em qualquer caixa automática
            MULTIBANCO ou através do serviço bancário online. A referência é válida durante{" "}
            {MULTIBANCO_VALID_HOURS} horas; se o pagamento não for feito nesse prazo, a referência
            deixa de ser válida e a encomenda não é processada.
          </li>
          <li>
            <strong>MB WAY</strong>: o cliente indica o número de telemóvel associado à sua conta MB
            WAY e aceita o pedido de pagamento na aplicação, no prazo indicado ao finalizar a
            compra; sem essa aceitação, o pedido expira e a encomenda não é processada.
          </li>
          <li>
            <strong>Cartão</strong>: o pagamento com cartão de crédito ou de débito é processado de
            forma segura por um prestador de serviços de pagamento autorizado. Os dados do cartão
            são introduzidos diretamente no formulário desse prestador: a {SHOP_NAME} não tem acesso
            a eles nem os guarda.
          </li>
        </ul>
        <p>
          Os reembolsos são sempre feitos pelo meio com que a encomenda foi paga: ao cartão, por MB
          WAY para o telemóvel com que pagou ou, nos pagamentos por referência MULTIBANCO, por
          transferência bancária para o IBAN que o cliente indicar.
        </p>
        <p>
          A utilização de qualquer destes meios de pagamento não tem qualquer custo para o cliente.
          A encomenda só é preparada depois de confirmado o pagamento.
        </p>
      </Section>

      <Section section={s.delivery}>
        <p>
          As encomendas são entregues na morada indicada pelo cliente, em dias úteis, até às 19h. O
          prazo de entrega depende do destino e conta a partir da confirmação do pagamento:
        </p>
        <ul>
          {Object.values(countryGroups).map((group) => (
            <li key={group.id}>
              <strong>{group.name}</strong>: {deliveryLeadTime(group.deliveryDays)}
            </li>
          ))}
        </ul>
        <p>
          Em qualquer caso, a entrega é feita no prazo máximo de 30 dias previsto na lei, salvo se
          for acordado outro prazo com o cliente.
        </p>
        <p>
          Os portes de envio, quando devidos, são calculados em função do país de entrega e
          apresentados no carrinho e ao finalizar a compra, antes da conclusão da encomenda.
        </p>
        <p>
          Quando a encomenda é expedida, disponibilizamos a ligação de seguimento ou o número de
          seguimento da transportadora, com os quais o cliente pode acompanhar a entrega.
        </p>
        <p>
          No momento da entrega, o cliente deve verificar o estado da embalagem. Se apresentar danos
          visíveis, deve registá-lo junto da transportadora e informar-nos com a maior brevidade
          possível.
        </p>
      </Section>

      <Section section={s.cancellation}>
        <h3>Pelo cliente</h3>
        <p>
          O cliente pode cancelar a encomenda até ao momento em que a recebe. Enquanto não
          começarmos a prepará-la para envio, cancela-a sozinho, com o botão «Cancelar encomenda» da
          área de cliente («As minhas compras») ou da página da encomenda, cuja ligação segue em
          todos os emails da encomenda. Depois disso, contacte-nos por email (
          <EmailLink settings={settings} />) ou por telefone, indicando o código da encomenda.
        </p>
        <p>
          Uma encomenda ainda não expedida é cancelada e o valor pago é reembolsado na totalidade:
          ao cartão ou por MB WAY, como foi paga, ou, se foi paga por referência MULTIBANCO, por
          transferência bancária para o IBAN que o cliente indicar, no prazo máximo de{" "}
          {REFUND_DEADLINE_DAYS} dias a contar do cancelamento. Um email confirma o cancelamento, e
          a fatura é anulada por uma nota de crédito. Uma encomenda ainda por pagar é apenas
          cancelada. Se já tiver sido expedida, o cancelamento é tratado como uma devolução, nos
          termos da secção «
          <AnchorLink targetId={s.withdrawal.id}>{withoutNumber(s.withdrawal.heading)}</AnchorLink>
          ».
        </p>
        <h3>Pela {SHOP_NAME}</h3>
        <p>
          Os nossos artigos são vendidos também nas lojas físicas, pelo que, excecionalmente, um
          artigo encomendado pode deixar de estar disponível em stock. Nesse caso, podemos cancelar
          a encomenda: o cliente é informado por email ou telefone e o valor pago é reembolsado
          integralmente, pelo mesmo meio de pagamento (por transferência bancária, se foi paga por
          referência MULTIBANCO), no prazo máximo de {REFUND_DEADLINE_DAYS} dias.
        </p>
      </Section>

      <Section section={s.withdrawal}>
        <h3>Direito legal de livre resolução</h3>
        <p>
          Nos termos do Decreto-Lei n.º 24/2014, de 14 de fevereiro, o consumidor dispõe de um prazo
          de {LEGAL_WITHDRAWAL_DAYS} dias para resolver o contrato celebrado à distância, sem
          necessidade de indicar o motivo e sem quaisquer custos, além dos custos da devolução
          referidos abaixo. Esse prazo conta a partir do dia em que o cliente, ou um terceiro por
          ele indicado que não seja o transportador, adquire a posse física dos artigos.
        </p>
        <h3>O nosso prazo alargado de {SHOP_RETURN_DAYS} dias</h3>
        <p>
          Para além do direito legal, a {SHOP_NAME} alarga esse prazo para{" "}
          <strong>{SHOP_RETURN_DAYS} dias a contar da entrega da encomenda</strong> (o dia em que a
          recebe ou a levanta na loja): durante esse período, o cliente pode devolver qualquer
          artigo sem indicar o motivo e sem custos, com exceção dos portes da devolução. Este prazo
          alargado acresce ao direito legal e não o limita.
        </p>
        <h3>Como exercer o direito</h3>
        <p>
          A forma mais simples é a função{" "}
          <Link to={WITHDRAWAL_PATH}>«Livre resolução do contrato aqui»</Link>, no rodapé de todas
          as páginas: basta indicar o código da encomenda e o email com que a fez (ou escolhê-la na
          área de cliente) e confirmar. Enviamos de imediato, por email, a confirmação da receção,
          com a data e a hora. Pode também pedir a devolução online, com o botão «Devolver ou trocar
          artigos» da área de cliente («As minhas compras») ou da página da encomenda, cuja ligação
          segue em todos os emails da encomenda: o cliente escolhe os artigos, os tamanhos e as
          quantidades, indica o motivo se o quiser dizer, e recebe por email as instruções de envio.
          Enquanto não recebermos os artigos, pode cancelar o pedido no mesmo sítio.
        </p>
        <p>
          Em alternativa, antes de terminado o prazo, o cliente pode comunicar-nos a sua decisão
          através de uma declaração inequívoca, indicando o código da encomenda: por email para{" "}
          <EmailLink settings={settings} />, por carta para {settings.contact_address}, ou
          utilizando o{" "}
          <AnchorLink targetId={s.withdrawalForm.id}>
            modelo de formulário de livre resolução
          </AnchorLink>
          , cuja utilização não é obrigatória. A entrega dos artigos numa das nossas{" "}
          <Link to="/stores">lojas físicas</Link> dentro do prazo vale igualmente como comunicação.
          Para que o prazo seja respeitado, basta que a comunicação seja enviada antes de o prazo
          terminar.
        </p>
        <h3>Devolução dos artigos</h3>
        <p>
          O cliente deve devolver os artigos sem demora injustificada e, o mais tardar,{" "}
          {LEGAL_WITHDRAWAL_DAYS} dias após nos ter comunicado a sua decisão, em qualquer uma das
          nossas lojas físicas ou por correio para a morada acima indicada. Os custos da devolução
          por correio são suportados pelo cliente.
        </p>
        <p>
          Não é necessária a embalagem original nem cópia da fatura. O cliente pode experimentar os
          artigos como o faria numa loja, e só é responsável pela perda de valor que resulte de uma
          manipulação que exceda o necessário para verificar a sua natureza, as suas características
          e o seu funcionamento.
        </p>
        <h3>Reembolso</h3>
        <p>
          Reembolsamos todos os pagamentos recebidos, incluindo os portes de envio da entrega
          inicial (até ao valor da entrega de base) quando a resolução abranja toda a encomenda, no
          prazo máximo de {REFUND_DEADLINE_DAYS} dias de calendário a contar da data em que formos
          informados da decisão de resolução; podemos, no entanto, retê-lo até recebermos os artigos
          ou até o cliente apresentar prova do seu envio, consoante o que ocorrer primeiro. Um
          reembolso feito depois desse prazo é devido em dobro, nos termos do artigo 12.º do
          Decreto-Lei n.º 24/2014.
        </p>
        <p>
          O reembolso é feito pelo meio com que a encomenda foi paga: ao cartão, por MB WAY para o
          telemóvel com que pagou ou, nos pagamentos por referência MULTIBANCO, por transferência
          bancária para o IBAN que o cliente indicar, sem qualquer custo para o cliente. Por cada
          reembolso emitimos uma nota de crédito, que o cliente encontra na área de cliente e na
          página da encomenda, e enviamos um email em cada passo: pedido registado, artigos
          recebidos, devolução aceite ou recusada (com o motivo) e reembolso.
        </p>
        <h3>Exceções</h3>
        <p>
          Nos termos do artigo 17.º do Decreto-Lei n.º 24/2014, o direito de livre resolução não se
          aplica a bens confecionados de acordo com as especificações do cliente ou manifestamente
          personalizados, como o calçado feito <Link to="/customize">à medida</Link>. Estes artigos
          beneficiam, naturalmente, da garantia legal.
        </p>
      </Section>

      <Section section={s.exchanges}>
        <p>
          No prazo de {SHOP_RETURN_DAYS} dias a contar da entrega da encomenda, o cliente pode
          trocar um artigo por outro tamanho do mesmo modelo, de acordo com a disponibilidade de
          stock. Para outro modelo ou produto, o cliente devolve o artigo, com reembolso, e faz uma
          nova encomenda.
        </p>
        <p>
          A troca pede-se como a devolução: online, com o botão «Devolver ou trocar artigos» da área
          de cliente ou da página da encomenda, escolhendo o tamanho pretendido, que fica reservado
          para o cliente a partir desse momento; ou por correio ou numa das nossas{" "}
          <Link to="/stores">lojas físicas</Link>, indicando o código da encomenda. Aceite a troca,
          enviamos o novo tamanho numa nova encomenda, sem custos, e o cliente acompanha-a como
          qualquer outra encomenda.
        </p>
        <p>
          Os artigos são entregues em qualquer uma das nossas lojas físicas ou enviados por correio,
          nas mesmas condições das devoluções, sem necessidade da embalagem original nem de cópia da
          fatura. Nas trocas por correio, os portes da devolução são suportados pelo cliente.
        </p>
      </Section>

      <Section section={s.withdrawalForm}>
        <p>
          O cliente pode copiar, imprimir e preencher o modelo seguinte, previsto no anexo do
          Decreto-Lei n.º 24/2014, e enviá-lo por email ou por carta. A sua utilização é
          facultativa.
        </p>
        <WithdrawalFormBox
          form={withdrawalForm({
            name: company,
            address: settings.contact_address,
            email: settings.contact_email,
          })}
        />
      </Section>

      <Section section={s.warranty}>
        <GuaranteeNoticeBox notice={guaranteeNotice} />
        <p>
          Para acionar a garantia, o cliente pode dirigir-se a qualquer uma das nossas{" "}
          <Link to="/stores">lojas</Link> ou contactar-nos por email, indicando o código da
          encomenda e juntando, sempre que possível, fotografias do defeito. A garantia não abrange
          o desgaste normal resultante da utilização, nem os danos causados por utilização
          inadequada ou por acidente.
        </p>
      </Section>

      <Section section={s.complaints}>
        <p>O cliente pode apresentar uma reclamação:</p>
        <ul>
          <li>
            por email, para <EmailLink settings={settings} />
            {";"}
          </li>
          <li>
            por carta, para {company}, {settings.contact_address}
            {";"}
          </li>
          <li>
            no Livro de Reclamações Eletrónico, em{" "}
            <ExternalLink href="https://www.livroreclamacoes.pt">
              www.livroreclamacoes.pt
            </ExternalLink>
            ;
          </li>
          <li>nas nossas lojas físicas, também no Livro de Reclamações em formato físico.</li>
        </ul>
        <p>Respondemos a todas as reclamações com a maior brevidade e dentro dos prazos legais.</p>
      </Section>

      <Section section={s.disputes}>
        <p>
          Em caso de litígio de consumo, o consumidor pode recorrer a uma entidade de resolução
          alternativa de litígios de consumo, nos termos da Lei n.º 144/2015, de 8 de setembro:
        </p>
        <ul>
          <li>
            Centro de Arbitragem de Conflitos de Consumo de Lisboa —{" "}
            <ExternalLink href="https://www.centroarbitragemlisboa.pt">
              www.centroarbitragemlisboa.pt
            </ExternalLink>
            ;
          </li>
          <li>
            CNIACC – Centro Nacional de Informação e Arbitragem de Conflitos de Consumo —{" "}
            <ExternalLink href="https://www.cniacc.pt">www.cniacc.pt</ExternalLink>.
          </li>
        </ul>
        <p>
          Mais informações sobre as entidades de resolução alternativa de litígios disponíveis podem
          ser consultadas no Portal do Consumidor, em{" "}
          <ExternalLink href="https://www.consumidor.gov.pt">www.consumidor.gov.pt</ExternalLink>.
        </p>
      </Section>

      <Section section={s.privacy}>
        <p>
          Os dados pessoais fornecidos pelo cliente são tratados de acordo com a nossa{" "}
          <Link to="/privacy">Política de Privacidade</Link>, que explica que dados recolhemos, para
          que fins, durante quanto tempo os conservamos e como o cliente pode exercer os seus
          direitos.
        </p>
      </Section>

      <Section section={s.law}>
        <p>
          Estes Termos e Condições regem-se pela lei portuguesa, sem prejuízo das normas imperativas
          de proteção do consumidor que lhe sejam aplicáveis, incluindo as relativas ao tribunal
          competente.
        </p>
        <p>
          A {SHOP_NAME} pode atualizar estes Termos e Condições a qualquer momento. A cada encomenda
          aplicam-se os Termos e Condições em vigor na data em que foi feita.
        </p>
      </Section>
    </LegalPage>
  );
}
