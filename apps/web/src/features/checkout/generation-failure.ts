import { ErrorCode, type Product } from "@shop/shared";
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

const NETWORK_MESSAGE =
  "Não foi possível contactar a loja. Verifique a sua ligação e tente novamente.";

function cartProblem(path: string, message: string, products: Product[]): string {
  const [, id, , size] = path.split(".");
  const product = products.find((candidate) => String(candidate.id) === id);
  const title = product ? productTitle(product) : `#${id}`;
  return size === undefined
    ? failureTexts.cartProduct(title, message)
    : failureTexts.cartLine(title, size, message);
}

/**
 * Sorts the server's answer: messages of form fields go onto the fields (in the form's order),
 * messages about the cart name the product and the size.
 */
export function describeFailure(error: unknown, products: Product[]): GenerationFailure {
  if (!(error instanceof ApiRequestError)) {
    return { code: ErrorCode.INTERNAL, message: NETWORK_MESSAGE, fields: [], cartProblems: [] };
  }
  const { code, message, fields = {} } = error.error;
  const entries = Object.entries(fields);
  const cartProblems = entries
    .filter(([path]) => path === "cart" || path.startsWith("cart."))
    .map(([path, text]) => (path === "cart" ? text : cartProblem(path, text, products)))
    // OUT_OF_STOCK's message already names the product and size: no need to say it twice.
    .filter((text) => !text.endsWith(message));
  return {
    code,
    message,
    fields: DRAFT_FIELDS.flatMap((path): Array<[DraftField, string]> => {
      const text = fields[path];
      return text ? [[path, text]] : [];
    }),
    cartProblems,
  };
}
