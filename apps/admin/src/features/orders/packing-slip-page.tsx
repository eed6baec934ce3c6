import { useQuery } from "@tanstack/react-query";
import { Link, type LoaderFunctionArgs, useParams } from "react-router";
import { useDocumentTitle } from "../../app/layout/document-title";
import { requirePermission } from "../../app/session/loaders";
import { queryClient } from "../../lib/query-client";
import { packingSlipQuery } from "./api";
import styles from "./packing-slip.module.css";
import { PackingSlipSheet } from "./packing-slip-sheet";
import { slipTexts as texts } from "./texts";

/** The slip holds the delivery address: only for those who read every order. */
export async function loader({ params }: LoaderFunctionArgs) {
  await requirePermission("orders.read")();
  return queryClient.ensureQueryData(packingSlipQuery(params.idShort ?? ""));
}

/** The paper that goes in the parcel: who sends, who receives, what is inside. No prices. */
export function Component() {
  const idShort = useParams().idShort ?? "";
  const { data: slip } = useQuery(packingSlipQuery(idShort));
  useDocumentTitle(texts.title(idShort));
  if (!slip) return null;
  return (
    <div className={styles.page}>
      <div className={styles.screenOnly}>
        <Link to=".." relative="path">
          {texts.back}
        </Link>
        <button type="button" className="button" onClick={() => window.print()}>
          {texts.print}
        </button>
      </div>
      <PackingSlipSheet slip={slip} />
    </div>
  );
}
