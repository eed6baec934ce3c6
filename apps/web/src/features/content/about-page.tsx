import { Link } from "react-router";
import { AboutLayout } from "./about-layout";
import { FOUNDING_YEAR, SHOP_NAME } from "./texts";

/** Quem somos: the shop's story since 1978. */
export function AboutPage() {
  return (
    <AboutLayout
      prose={{
        intro: (
          <>
            A {SHOP_NAME} abriu as portas em {FOUNDING_YEAR}, em Lisboa, com uma ideia simples:
            oferecer calçado de qualidade e dar a cada cliente o tempo e o conselho de que precisa
            para escolher bem. É essa a forma de trabalhar que mantemos até hoje.
          </>
        ),
        history: (
          <>
            Ao longo de mais de quatro décadas, acompanhámos várias gerações de clientes e as
            mudanças da moda, sem perder aquilo que nos distingue: conhecer bem o que vendemos e
            quem nos visita. Às nossas lojas juntou-se a loja online, para que possa encontrar as
            nossas coleções onde quer que esteja.
          </>
        ),
        brands: (
          <>
            Representamos marcas nacionais, fruto de uma indústria de calçado portuguesa reconhecida
            pela qualidade, e marcas de Itália, Espanha e Alemanha, escolhidas pelo conforto, pelos
            materiais e pelo cuidado no acabamento. Em cada estação selecionamos sapatos e
            acessórios para mulher e para homem, dos modelos clássicos às novidades da coleção.
          </>
        ),
        collections: (
          <>
            Desenvolvemos também coleções exclusivas, produzidas em parceria com unidades de
            produção dedicadas. Acompanhamos cada modelo do desenho ao acabamento, o que nos permite
            ajustar formas, materiais e cores e, quando é preciso, fazer calçado{" "}
            <Link to="/customize">à medida</Link>: meios números, pares com um tamanho diferente
            para cada pé, outra sola ou outra altura de salto.
          </>
        ),
        service: (
          <>
            Na loja ou online, a nossa equipa está disponível para aconselhar o tamanho certo, o
            modelo mais adequado a cada ocasião e os cuidados a ter com cada par. Se tiver alguma
            dúvida antes ou depois da compra, basta falar connosco.
          </>
        ),
        visit: (storeCount) =>
          storeCount > 1
            ? `Temos ${storeCount} lojas em Lisboa, onde pode experimentar as nossas coleções com o acompanhamento de quem conhece o calçado.`
            : "Esperamos por si em Lisboa, para experimentar as nossas coleções com o acompanhamento de quem conhece o calçado.",
      }}
    />
  );
}
