import type { ReactNode } from "react";
import { Link } from "react-router";
import { useDocumentTitle } from "../../lib/document-title";
import styles from "./content.module.css";
import { customizeTexts, termsSections } from "./texts";

interface Block {
  key: keyof typeof customizeTexts.blocks;
  text: ReactNode;
  icon: ReactNode;
}

const BLOCKS: Block[] = [
  {
    key: "sizes",
    text: "Não encontrou o seu número em stock? Fazemos o modelo no tamanho de que precisa, incluindo meios números, como o 37,5.",
    icon: (
      <>
        <rect x="4" y="16" width="40" height="16" rx="2" />
        <path d="M10 16v6M16 16v9M22 16v6M28 16v9M34 16v6M40 16v9" />
      </>
    ),
  },
  {
    key: "colors",
    text: "Gosta do modelo, mas preferia outra cor? Alteramos as cores da pele, das costuras ou dos detalhes, para combinar com o seu estilo.",
    icon: (
      <>
        <circle cx="18" cy="19" r="10" />
        <circle cx="30" cy="19" r="10" />
        <circle cx="24" cy="30" r="10" />
      </>
    ),
  },
  {
    key: "sole",
    text: "Trocamos a sola por outra mais leve, mais flexível ou antiderrapante, para ganhar conforto e segurança no dia a dia.",
    icon: (
      <>
        <path d="M6 32v-8c0-4 3-7 7-7h7l8 8 11 2c3 .5 5 2.5 5 5H6z" />
        <path d="M4 38h40" strokeWidth="4" />
      </>
    ),
  },
  {
    key: "material",
    text: "Pele, camurça, verniz ou tecido: escolha o material que melhor se adapta à estação, à ocasião e ao seu gosto.",
    icon: (
      <>
        <rect x="8" y="8" width="32" height="32" rx="3" />
        <rect x="13" y="13" width="22" height="22" rx="1" strokeDasharray="3 3" />
        <path d="M13 35l22-22" />
      </>
    ),
  },
  {
    key: "heel",
    text: "Subimos ou baixamos o salto para que o modelo seja tão elegante quanto confortável, à altura que preferir.",
    icon: (
      <>
        <path d="M4 20c6 0 10 4 14 8l6 4h8c2 0 3-1 3-3v-9c-3-4-8-6-13-4" />
        <path d="M29 32v8h4v-8" />
        <path d="M42 10v28M39 13l3-3 3 3M39 35l3 3 3-3" />
      </>
    ),
  },
  {
    key: "asymmetric",
    text: "Nem todos os pés têm a mesma medida. Fazemos pares assimétricos, com um tamanho diferente para cada pé.",
    icon: (
      <>
        <ellipse cx="16" cy="27" rx="8" ry="15" />
        <ellipse cx="35" cy="31" rx="6" ry="11" />
      </>
    ),
  },
];

/** À medida: what can be made to measure, in six blocks. */
export function CustomizePage() {
  useDocumentTitle(customizeTexts.title);
  return (
    <div className={styles.page}>
      <div className={styles.prose}>
        <h1 className={styles.title}>{customizeTexts.title}</h1>
        <p className={styles.lead}>{customizeTexts.lead}</p>
        <p>
          Porque nem todos os pés são iguais, muitos dos nossos modelos podem ser feitos à medida.
          Graças às unidades de produção com que trabalhamos, adaptamos o tamanho, a cor, a sola, o
          material e a altura do salto ao que procura.
        </p>
      </div>

      <ul className={styles.grid}>
        {BLOCKS.map((block) => (
          <li key={block.key} className={styles.card}>
            <svg
              className={styles.icon}
              viewBox="0 0 48 48"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
              aria-hidden="true"
              focusable="false"
            >
              {block.icon}
            </svg>
            <h2>{customizeTexts.blocks[block.key]}</h2>
            <p>{block.text}</p>
          </li>
        ))}
      </ul>

      <section className={styles.cta} aria-labelledby="customize-cta">
        <h2 id="customize-cta">{customizeTexts.ctaHeading}</h2>
        <p>
          Fale connosco ou visite uma das nossas lojas em Lisboa: avaliamos consigo o que é possível
          fazer e indicamos o preço e o prazo, que dependem do modelo e da personalização
          pretendida.
        </p>
        <p className={styles.note}>
          Os artigos feitos à medida não estão abrangidos pelo direito de livre resolução (ver{" "}
          <Link to={`/terms#${termsSections.withdrawal.id}`}>Termos e Condições</Link>), mas
          beneficiam da garantia legal.
        </p>
        <div className={styles.actions}>
          <Link className={styles.button} to="/contacts">
            {customizeTexts.ctaContacts}
          </Link>
          <Link className={`${styles.button} ${styles.buttonSecondary}`} to="/stores">
            {customizeTexts.ctaStores}
          </Link>
        </div>
      </section>
    </div>
  );
}
