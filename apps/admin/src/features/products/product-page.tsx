import { duplicateMessages } from "@shop/shared";
import { FormAlert, FormStatus } from "@shop/ui";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import {
  data,
  Link,
  type LoaderFunctionArgs,
  useLoaderData,
  useLocation,
  useNavigate,
} from "react-router";
import { useDocumentTitle } from "../../app/layout/document-title";
import { currentSession } from "../../app/session/loaders";
import { useStaff } from "../../app/session/session";
import page from "../../components/page.module.css";
import { PageHeader } from "../../components/page-parts";
import { queryClient } from "../../lib/query-client";
import { choicesQuery, duplicateProduct, productQuery, productsKey } from "./api";
import { ColoursSection } from "./colours-section";
import { PriceHistory } from "./price-history";
import { ProductForm } from "./product-form";
import { productFormTexts as texts, variantTexts } from "./texts";

/** A product id as the address carries it (digits only, like the server's ids). */
function idOf(raw: string): number {
  if (!/^\d{1,9}$/.test(raw) || Number(raw) === 0) throw data(null, { status: 404 });
  return Number(raw);
}

/** /produtos/novo and /produtos/:id: the choices and the product load before the form shows. */
export async function loader({ params }: LoaderFunctionArgs): Promise<{ id: number | null }> {
  const id = params.id === undefined ? null : idOf(params.id);
  // Who may only read the catalogue has no new product to make.
  if (id === null && !(await currentSession())?.staff.permissions.includes("catalogue.write")) {
    throw data(null, { status: 403 });
  }
  await Promise.all([
    queryClient.ensureQueryData(choicesQuery),
    id === null ? null : queryClient.ensureQueryData(productQuery(id)),
  ]);
  return { id };
}

/** Where a saved message survives the move from /novo to the new product's own address. */
interface SavedState {
  saved?: string;
}

/** «Duplicar»: makes an unpublished copy and opens it for editing. */
function DuplicateButton({ id, onFailed }: { id: number; onFailed: (message: string) => void }) {
  const navigate = useNavigate();
  const copy = useMutation({
    mutationFn: () => duplicateProduct(id),
    onSuccess: (created) => {
      queryClient.setQueryData(productQuery(created.id).queryKey, created);
      void queryClient.invalidateQueries({ queryKey: [...productsKey, "list"] });
      navigate(`/produtos/${created.id}`, { state: { saved: duplicateMessages.done } });
    },
    onError: (error) => onFailed(error.message),
  });
  return (
    <button
      type="button"
      className="button button--secondary button--small"
      aria-label={variantTexts.duplicateLabel}
      disabled={copy.isPending}
      onClick={() => copy.mutate()}
    >
      {copy.isPending ? variantTexts.duplicating : variantTexts.duplicate}
    </button>
  );
}

export function Component() {
  const { id } = useLoaderData<typeof loader>();
  // /novo and the product it became are two routes of one component: each starts afresh.
  return <ProductScreen key={id ?? "new"} id={id} />;
}

function ProductScreen({ id }: { id: number | null }) {
  const location = useLocation();
  const navigate = useNavigate();
  const mayWrite = useStaff().permissions.includes("catalogue.write");
  const choices = useQuery(choicesQuery).data;
  const product = useQuery({ ...productQuery(id ?? 0), enabled: id !== null }).data;
  const [status, setStatus] = useState<string | null>(
    (location.state as SavedState | null)?.saved ?? null,
  );
  const [created, setCreated] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useDocumentTitle(product ? (product.title ?? product.ref) : texts.newTitle);

  // After the form has forgotten its changes (saved), so that leaving asks nothing.
  useEffect(() => {
    if (created !== null) {
      navigate(`/produtos/${created}`, { replace: true, state: { saved: texts.created } });
    }
  }, [created, navigate]);

  /** Loads the product as someone else saved it: the form starts again from that version. */
  async function reload() {
    if (id === null) return;
    setStatus(null);
    await queryClient.fetchQuery({ ...productQuery(id), staleTime: 0 });
  }

  if (!choices || (id !== null && !product)) return null;
  return (
    <div className={page.page}>
      <Link to="/produtos">{texts.back}</Link>
      <PageHeader title={product ? (product.title ?? product.ref) : texts.newTitle}>
        {product && (
          <>
            {mayWrite && <DuplicateButton id={product.id} onFailed={setFailure} />}
            <Link className="button button--secondary button--small" to={`/stock/${product.id}`}>
              {texts.stock}
            </Link>
            <a
              className="button button--secondary button--small"
              href={`/product/${product.id}`}
              target="_blank"
              rel="noopener"
            >
              {texts.viewInStore} <span className="visually-hidden">{texts.newWindow}</span>
            </a>
          </>
        )}
      </PageHeader>
      <FormStatus message={status} />
      <FormAlert message={failure} />
      <ProductForm
        key={product?.updatedAt ?? "new"}
        product={product}
        choices={choices}
        readOnly={!mayWrite}
        onSaved={(saved) => {
          queryClient.setQueryData(productQuery(saved.id).queryKey, saved);
          void queryClient.invalidateQueries({ queryKey: [...productsKey, "list"] });
          void queryClient.invalidateQueries({ queryKey: [...productsKey, "prices", saved.id] });
          if (product) setStatus(texts.saved);
          else setCreated(saved.id);
        }}
        onReload={reload}
      />
      {product && <ColoursSection productId={product.id} mayWrite={mayWrite} />}
      {product && <PriceHistory productId={product.id} />}
    </div>
  );
}
