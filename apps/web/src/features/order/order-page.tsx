import { ErrorCode } from "@shop/shared";
import { FormAlert, FormStatus, failureMessage, useUiTexts } from "@shop/ui";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { ApiRequestError } from "../../lib/api-client";
import { useDocumentTitle } from "../../lib/document-title";
import { useTexts } from "../../lib/i18n/use-texts";
import { queryClient } from "../../lib/query-client";
import page from "../account/components/page.module.css";
import { ReturnsSection } from "../returns/returns-section";
import {
  cancelByLink,
  cancelReturnByLink,
  orderPageQuery,
  requestReturnByLink,
  revokeLink,
} from "./api";
import { CancelPurchase } from "./cancel-dialog";
import own from "./order.module.css";
import { OrderView } from "./order-view";
import { orderTexts } from "./texts";

const isGone = (error: unknown) =>
  error instanceof ApiRequestError && error.error.code === ErrorCode.NOT_FOUND;

/** «Desativar esta ligação»: afterwards this address (and every older email's) answers 404. */
function LinkSection({ token, onRevoked }: { token: string; onRevoked: () => void }) {
  const texts = useTexts(orderTexts);
  const { unexpected } = useUiTexts();
  const revoke = useMutation({ mutationFn: () => revokeLink(token), onSuccess: onRevoked });
  return (
    <section className={own.link}>
      <h2>{texts.linksTitle}</h2>
      <p>{texts.linksText}</p>
      <FormAlert message={revoke.isError ? failureMessage(revoke.error, unexpected) : null} />
      <button
        type="button"
        className="button button--secondary"
        disabled={revoke.isPending}
        onClick={() => revoke.mutate()}
      >
        {revoke.isPending ? texts.revoking : texts.revoke}
      </button>
    </section>
  );
}

/** /encomenda/:token — the order page an email links to, for guests and customers alike. */
export function OrderPagePage() {
  const texts = useTexts(orderTexts);
  const { unexpected } = useUiTexts();
  const { token = "" } = useParams();
  const order = useQuery(orderPageQuery(token));
  const [message, setMessage] = useState<string | null>(null);
  const [revoked, setRevoked] = useState(false);
  useDocumentTitle(order.data ? texts.title(order.data.idShort) : undefined);
  const refresh = () => queryClient.invalidateQueries({ queryKey: orderPageQuery(token).queryKey });

  if (revoked || (order.isError && isGone(order.error)))
    return (
      <div className={`container ${page.page}`}>
        <section className={page.box}>
          <h1>{revoked ? texts.goneTitle : texts.messages.linkNotFound}</h1>
          {revoked && <p role="status">{texts.messages.linkRevoked}</p>}
          <Link to="/products" className="button">
            {texts.toShop}
          </Link>
        </section>
      </div>
    );
  return (
    <div className={`container ${page.page}`}>
      {order.isPending && <p role="status">{texts.loading}</p>}
      {order.isError && <FormAlert message={failureMessage(order.error, unexpected)} />}
      {order.data && <h1 className={own.heading}>{texts.title(order.data.idShort)}</h1>}
      <FormStatus message={message} />
      {order.data && (
        <OrderView
          order={order.data}
          cancelAction={
            <CancelPurchase
              paid={order.data.state === "PAYED" ? order.data.totals.total : null}
              needsIban={order.data.cancel.needsIban}
              send={(body) => cancelByLink(token, body)}
              onCanceled={(text) => {
                setMessage(text);
                void refresh();
              }}
            />
          }
          returnsSection={
            order.data.returns && (
              <ReturnsSection
                idShort={order.data.idShort}
                returnable={order.data.returns}
                onRequest={async (body) => {
                  await requestReturnByLink(token, body);
                  await refresh();
                }}
                onCancel={async (returnId) => {
                  await cancelReturnByLink(token, returnId);
                  await refresh();
                }}
              />
            )
          }
          linkSection={
            <LinkSection
              token={token}
              onRevoked={() => {
                queryClient.removeQueries({ queryKey: orderPageQuery(token).queryKey });
                setRevoked(true);
              }}
            />
          }
        />
      )}
    </div>
  );
}
