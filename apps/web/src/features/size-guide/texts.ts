/** Texts of the size guide the product page opens. */
import { translatable } from "../../lib/i18n/texts-key";
export const sizeGuideTexts = translatable("features/size-guide/texts.ts#sizeGuideTexts", {
  open: "Guia de tamanhos",
  title: "Guia de tamanhos",
  size: "Tamanho",
  highlighted: "Em destaque, os tamanhos deste artigo.",
  inProduct: "tamanho deste artigo",
  chosen: "Escolhido",
  howToMeasure: "Como medir em casa",
  loading: "A abrir o guia de tamanhos…",
  error: "Não foi possível abrir o guia de tamanhos.",
  retry: "Tentar novamente",
} as const);
