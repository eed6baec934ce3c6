import { useQuery } from "@tanstack/react-query";
import { Link, type LoaderFunctionArgs, useSearchParams } from "react-router";
import { useDocumentTitle } from "../../app/layout/document-title";
import { requirePermission } from "../../app/session/loaders";
import { queryClient } from "../../lib/query-client";
import { packingSlipsQuery } from "./api";
import styles from "./packing-slip.module.css";
import { PackingSlipSheet } from "./packing-slip-sheet";
import { slipTexts, bulkTexts as texts } from "./texts";

/** The orders chosen in the list: `?encomendas=A,B,C`. */
const referencesOf = (search: URLSearchParams) =>
  (search.get("encomendas") ?? "").split(",").filter(Boolean);

/** The slips hold delivery addresses: only for those who read every order. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requirePermission("orders.read")();
  return queryClient.ensureQueryData(
    packingSlipsQuery(referencesOf(new URL(request.url).searchParams)),
  );
}

/**
 * The packing slips of several orders on one printable page, one slip a sheet of paper; the
 * orders without one are named with the reason, on screen only.
 */
export function Component() {
  const [search] = useSearchParams();
  const references = referencesOf(search);
  const { data } = useQuery(packingSlipsQuery(references));
  const title = texts.slipsTitle(data?.slips.length ?? 0);
  useDocumentTitle(title);
  if (!data) return null;
  return (
    <div className={styles.page}>
      <div className={styles.screenOnly}>
        <Link to=".." relative="path">
          {texts.backToList}
        </Link>
        {data.slips.length > 0 && (
          <button type="button" className="button" onClick={() => window.print()}>
            {slipTexts.print}
          </button>
        )}
      </div>
      <h1 className={styles.screenOnly}>{title}</h1>
      {data.slips.length === 0 && data.refused.length === 0 && (
        <p className={styles.screenOnly}>{texts.slipsNone}</p>
      )}
      {data.refused.length > 0 && (
        <section className={styles.screenOnly} aria-label={texts.slipsRefused}>
          <h2>{texts.slipsRefused}</h2>
          <ul>
            {data.refused.map((item) => (
              <li key={item.idShort}>
                <strong>{item.idShort}</strong>: {item.reason}
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className={styles.sheets}>
        {data.slips.map((slip) => (
          <PackingSlipSheet key={slip.idShort} slip={slip} among />
        ))}
      </div>
    </div>
  );
}
