import { Link } from "react-router";
import { useDocumentTitle } from "../../lib/document-title";
import { usePersistent } from "../../lib/persistent";
import {
  EmailLink,
  ExternalLink,
  LegalPage,
  Section,
  TableOfContents,
  telHref,
  useScrollToHash,
} from "./content-parts";
import { SHOP_NAME, accessibilitySections as s, accessibilityTexts as texts } from "./texts";

const TITLE_ID = "acessibilidade-titulo";

/**
 * Declaração de acessibilidade (Decreto-Lei n.º 82/2022; Directive (EU) 2019/882): what the shop
 * meets, how it was checked, what is known not to, and how to report a barrier.
 */
export function AccessibilityPage() {
  useDocumentTitle(texts.title);
  const { settings } = usePersistent();
  useScrollToHash();

  return (
    <LegalPage
      titleId={TITLE_ID}
      title={texts.title}
      lead={
        <>
          Queremos que todas as pessoas possam comprar na loja online {SHOP_NAME}, seja qual for a
          forma como a usam: com rato, teclado, leitor de ecrã, ampliação ou num telemóvel.
        </>
      }
    >
      <TableOfContents sections={s} />

      <Section section={s.commitment}>
        <p>
          A {SHOP_NAME} compromete-se a tornar a sua loja online acessível, nos termos do
          Decreto-Lei n.º 82/2022, de 6 de dezembro, que transpõe a Diretiva (UE) 2019/882 (Ato
          Europeu da Acessibilidade), aplicável aos serviços de comércio eletrónico desde 28 de
          junho de 2025.
        </p>
        <p>
          Esta declaração aplica-se a todas as páginas da loja online, do catálogo ao pagamento, à
          área de cliente, à página de cada encomenda e à função de{" "}
          <Link to="/livre-resolucao">livre resolução do contrato</Link>.
        </p>
      </Section>

      <Section section={s.status}>
        <p>
          A referência é a norma europeia EN 301 549, que remete para as{" "}
          <strong>Diretrizes de Acessibilidade para Conteúdo Web (WCAG) 2.2, nível AA</strong>.
        </p>
        <p>
          A loja online está <strong>parcialmente conforme</strong>: as páginas cumprem os critérios
          verificados, com as limitações indicadas na secção seguinte.
        </p>
      </Section>

      <Section section={s.limits}>
        <ul>
          <li>
            Os documentos em PDF (faturas, notas de crédito e o modelo de formulário de livre
            resolução que segue com a confirmação da encomenda) não são documentos PDF etiquetados.
            A mesma informação está disponível em página web: na página da encomenda, na área de
            cliente e nos <Link to="/terms#formulario">Termos e Condições</Link>.
          </li>
          <li>
            O formulário dos dados do cartão é apresentado pelo prestador de serviços de pagamento,
            dentro da nossa página; a sua acessibilidade depende desse prestador. Os pagamentos por
            referência MULTIBANCO e MB WAY não o usam.
          </li>
          <li>
            As fotografias dos produtos são descritas pelo nome do produto; a cor, o material e os
            tamanhos estão escritos na página de cada produto.
          </li>
        </ul>
      </Section>

      <Section section={s.checks}>
        <p>A avaliação foi feita pela própria {SHOP_NAME}, da seguinte forma:</p>
        <ul>
          <li>
            verificações automáticas com a ferramenta axe em todas as páginas da loja, à largura de
            um telemóvel (375 píxeis) e de um computador (1440 píxeis), repetidas a cada alteração
            da loja antes de ser publicada: nenhuma falha grave ou crítica é aceite;
          </li>
          <li>
            testes de utilização com teclado (ordem e visibilidade do foco, menus, janelas de
            diálogo, formulários e pagamento) e verificação de nomes e funções com leitor de ecrã;
          </li>
          <li>verificação do contraste das cores e da leitura com ampliação até 200 %.</li>
        </ul>
        <p>
          Esta declaração foi preparada em {texts.reviewed} e é revista a cada alteração relevante
          da loja.
        </p>
      </Section>

      <Section section={s.feedback}>
        <p>
          Se encontrar uma barreira (uma página, um botão ou um conteúdo que não consegue usar),
          diga-nos onde e o que aconteceu. Respondemos no prazo de {texts.answerDays} dias úteis e,
          se o conteúdo não puder ser corrigido de imediato, enviamos-lhe a informação ou concluímos
          a compra consigo por outro meio.
        </p>
        <ul>
          <li>
            pelo <Link to="/contacts">formulário de contacto</Link>
            {";"}
          </li>
          {settings.contact_email && (
            <li>
              por email, para <EmailLink settings={settings} />
              {";"}
            </li>
          )}
          {settings.contact_phone && (
            <li>
              por telefone, para{" "}
              <a href={telHref(settings.contact_phone)}>{settings.contact_phone}</a>.
            </li>
          )}
        </ul>
      </Section>

      <Section section={s.enforcement}>
        <p>
          Se a resposta não o satisfizer, pode apresentar uma reclamação no Livro de Reclamações
          Eletrónico, em{" "}
          <ExternalLink href="https://www.livroreclamacoes.pt">
            www.livroreclamacoes.pt
          </ExternalLink>
          , ou junto das autoridades de fiscalização do Decreto-Lei n.º 82/2022. Mais informação
          sobre os seus direitos no Portal do Consumidor, em{" "}
          <ExternalLink href="https://www.consumidor.gov.pt">www.consumidor.gov.pt</ExternalLink>.
        </p>
      </Section>
    </LegalPage>
  );
}
