import type { Product } from "@shop/shared";
import { productTitle } from "../../components/product/product-display";
import { useModal } from "../../components/ui/modal-provider";
import { withEnglishMore } from "../../lib/i18n/english-more";
import { useTexts } from "../../lib/i18n/use-texts";
import { BellIcon } from "./icons";
import { sizeAlertTexts as portugueseSizeAlertTexts } from "./texts";

/**
 * "Avisem-me" for a product sold out online, in place of 'Comprar' on its card or of
 * 'Adicionar ao carrinho' on its page: opens the dialog that asks for the size (loaded on the
 * first click; lists carry none of the alert's form).
 */
export function SoldOutButton({
  product,
  className,
  onProductPage = false,
}: {
  product: Product;
  className?: string;
  /** On the product page itself, whose stores' stock the dialog need not point to. */
  onProductPage?: boolean;
}) {
  const texts = useTexts(portugueseSizeAlertTexts);
  const { openModal, showError } = useModal();
  function open() {
    // Its form's messages are English on an English page (app/english-more.ts).
    withEnglishMore(() => import("./sold-out-dialog"))().then(
      ({ SoldOutDialog }) =>
        openModal((close) => (
          <SoldOutDialog product={product} onClose={close} onProductPage={onProductPage} />
        )),
      () => showError(texts.openFailed),
    );
  }
  return (
    <button
      type="button"
      className={className}
      aria-haspopup="dialog"
      aria-label={texts.cardLabel(productTitle(product))}
      onClick={open}
    >
      <BellIcon size={16} />
      {texts.ask}
    </button>
  );
}
