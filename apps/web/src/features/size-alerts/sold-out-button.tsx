import type { Product } from "@shop/shared";
import { productTitle } from "../../components/product/product-display";
import { useModal } from "../../components/ui/modal-provider";
import { BellIcon } from "./icons";
import { sizeAlertTexts as texts } from "./texts";

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
  const { openModal, showError } = useModal();
  function open() {
    import("./sold-out-dialog").then(
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
