import { Link } from "react-router";
import { CustomizeLayout } from "./customize-layout";
import { termsSections } from "./texts";

/** À medida: what can be made to measure, in six blocks. */
export function CustomizePage() {
  return (
    <CustomizeLayout
      prose={{
        intro: (
          <>
            Porque nem todos os pés são iguais, muitos dos nossos modelos podem ser feitos à medida.
            Graças às unidades de produção com que trabalhamos, adaptamos o tamanho, a cor, a sola,
            o material e a altura do salto ao que procura.
          </>
        ),
        blocks: {
          sizes:
            "Não encontrou o seu número em stock? Fazemos o modelo no tamanho de que precisa, incluindo meios números, como o 37,5.",
          colors:
            "Gosta do modelo, mas preferia outra cor? Alteramos as cores da pele, das costuras ou dos detalhes, para combinar com o seu estilo.",
          sole: "Trocamos a sola por outra mais leve, mais flexível ou antiderrapante, para ganhar conforto e segurança no dia a dia.",
          material:
            "Pele, camurça, verniz ou tecido: escolha o material que melhor se adapta à estação, à ocasião e ao seu gosto.",
          heel: "Subimos ou baixamos o salto para que o modelo seja tão elegante quanto confortável, à altura que preferir.",
          asymmetric:
            "Nem todos os pés têm a mesma medida. Fazemos pares assimétricos, com um tamanho diferente para cada pé.",
        },
        cta: (
          <>
            Fale connosco ou visite uma das nossas lojas em Lisboa: avaliamos consigo o que é
            possível fazer e indicamos o preço e o prazo, que dependem do modelo e da personalização
            pretendida.
          </>
        ),
        note: (
          <>
            Os artigos feitos à medida não estão abrangidos pelo direito de livre resolução (ver{" "}
            <Link to={`/terms#${termsSections.withdrawal.id}`}>Termos e Condições</Link>), mas
            beneficiam da garantia legal.
          </>
        ),
      }}
    />
  );
}
