import { Link } from "react-router";
import { useDocumentTitle } from "../../lib/document-title";
import { usePersistent } from "../../lib/persistent";
import styles from "./content.module.css";
import { aboutTexts, FOUNDING_YEAR, SHOP_NAME } from "./texts";

/** Quem somos: the shop's story since 1978. */
export function AboutPage() {
  useDocumentTitle(aboutTexts.title);
  const { stores } = usePersistent();
  const storeCount = stores.length;

  return (
    <div className={styles.page}>
      <article className={styles.prose}>
        <h1 className={styles.title}>{aboutTexts.title}</h1>
        <p className={styles.lead}>{aboutTexts.lead}</p>

        <p>
          A {SHOP_NAME} abriu as portas em {FOUNDING_YEAR}, em Lisboa, com uma ideia simples:
          oferecer calçado de qualidade e dar a cada cliente o tempo e o conselho de que precisa
          para escolher bem. É essa a forma de trabalhar que mantemos até hoje.
        </p>

        <h2>{aboutTexts.historyHeading}</h2>
        <p>
          Ao longo de mais de quatro décadas, acompanhámos várias gerações de clientes e as mudanças
          da moda, sem perder aquilo que nos distingue: conhecer bem o que vendemos e quem nos
          visita. Às nossas lojas juntou-se a loja online, para que possa encontrar as nossas
          coleções onde quer que esteja.
        </p>

        <h2>{aboutTexts.brandsHeading}</h2>
        <p>
          Representamos marcas nacionais, fruto de uma indústria de calçado portuguesa reconhecida
          pela qualidade, e marcas de Itália, Espanha e Alemanha, escolhidas pelo conforto, pelos
          materiais e pelo cuidado no acabamento. Em cada estação selecionamos sapatos e acessórios
          para mulher e para homem, dos modelos clássicos às novidades da coleção.
        </p>

        <h2>{aboutTexts.collectionsHeading}</h2>
        <p>
          Desenvolvemos também coleções exclusivas, produzidas em parceria com unidades de produção
          dedicadas. Acompanhamos cada modelo do desenho ao acabamento, o que nos permite ajustar
          formas, materiais e cores e, quando é preciso, fazer calçado{" "}
          <Link to="/customize">à medida</Link>: meios números, pares com um tamanho diferente para
          cada pé, outra sola ou outra altura de salto.
        </p>

        <h2>{aboutTexts.serviceHeading}</h2>
        <p>
          Na loja ou online, a nossa equipa está disponível para aconselhar o tamanho certo, o
          modelo mais adequado a cada ocasião e os cuidados a ter com cada par. Se tiver alguma
          dúvida antes ou depois da compra, basta falar connosco.
        </p>

        <h2>{aboutTexts.visitHeading}</h2>
        <p>
          {storeCount > 1
            ? `Temos ${storeCount} lojas em Lisboa, onde pode experimentar as nossas coleções com o acompanhamento de quem conhece o calçado.`
            : "Esperamos por si em Lisboa, para experimentar as nossas coleções com o acompanhamento de quem conhece o calçado."}
        </p>
        <div className={styles.actions}>
          <Link className={styles.button} to="/stores">
            {aboutTexts.storesLink}
          </Link>
          <Link className={`${styles.button} ${styles.buttonSecondary}`} to="/customize">
            {aboutTexts.customizeLink}
          </Link>
        </div>
      </article>
    </div>
  );
}
