import { ErrorCode, type Product, type Translation } from "@shop/shared";
import { productTitle } from "../../components/product/product-display";
import { ApiRequestError } from "../../lib/api-client";
import { DRAFT_FIELDS, type DraftField } from "./draft";
import { failureTexts } from "./texts";

/** What a failed generation tells the buyer: the code and message, per field, per cart line. */
export interface GenerationFailure {
  code: string;
  message: string;
  fields: Array<[DraftField, string]>;
  cartProblems: string[];
}

type FailureTexts = Translation<typeof failureTexts>;

function cartProblem(
  path: string,
  message: string,
  products: Product[],
  texts: FailureTexts,
): string {
  const [, id, , size] = path.split(".");
  const product = products.find((candidate) => String(candidate.id) === id);
  const title = product ? productTitle(product) : `#${id}`;
  return size === undefined
    ? texts.cartProduct(title, message)
    : texts.cartLine(title, size, message);
}

/**
 * Sorts the server's answer: messages of form fields go onto the fields (in the form's order),
 * messages about the cart name the product and the size.
 */
export function describeFailure(
  error: unknown,
  products: Product[],
  texts: FailureTexts = failureTexts,
): GenerationFailure {
  if (!(error instanceof ApiRequestError)) {
    return { code: ErrorCode.INTERNAL, message: texts.network, fields: [], cartProblems: [] };
  }
  const { code, message, fields = {} } = error.error;
  const entries = Object.entries(fields);
  const cartProblems = entries
    .filter(([path]) => path === "cart" || path.startsWith("cart."))
    .map(([path, text]) => (path === "cart" ? text : cartProblem(path, text, products, texts)))
    // OUT_OF_STOCK's message already names the product and size: no need to say it twice.
    .filter((text) => !text.endsWith(message));
  return {
    code,
    message,
    fields: DRAFT_FIELDS.flatMap((path): Array<[DraftField, string]> => {
      // Gift cards alone: the buyer's name is typed in the delivery name's field.
      const text = fields[path] ?? (path === "addressDelivery.name" ? fields.buyerName : undefined);
      return text ? [[path, text]] : [];
    }),
    cartProblems,
  };
}
