import { useQuery } from "@tanstack/react-query";
import { Link, type LoaderFunctionArgs, useParams } from "react-router";
import { useDocumentTitle } from "../../app/layout/document-title";
import { useStaff } from "../../app/session/session";
import page from "../../components/page.module.css";
import { queryClient } from "../../lib/query-client";
import { customerQuery } from "./api";
import { CustomerActions } from "./customer-actions";
import { AddressesPanel, DataPanel, PurchasesPanel } from "./customer-panels";
import styles from "./customers.module.css";
import { customersTexts as texts } from "./texts";

export const loader = ({ params }: LoaderFunctionArgs) =>
  queryClient.ensureQueryData(customerQuery(params.id ?? ""));

/** A customer: their data, addresses and purchases, and what they may ask the shop to do. */
export function Component() {
  const id = useParams().id ?? "";
  const { data: customer } = useQuery(customerQuery(id));
  const mayAct = useStaff().permissions.includes("customers.write");
  useDocumentTitle(customer?.name);

  if (!customer) return null;
  return (
    <article className={page.page}>
      <Link to="..">{texts.back}</Link>
      <h1 className={styles.title}>{customer.name}</h1>
      <div className={styles.profile}>
        <DataPanel customer={customer} />
        <AddressesPanel customer={customer} />
        <PurchasesPanel customer={customer} />
        {customer.unprovenGuest !== null && (
          <p className={styles.muted}>
            {texts.unprovenGuest}{" "}
            <Link to={`../convidados/${customer.unprovenGuest}`}>{texts.openGuest}</Link>
          </p>
        )}
        {mayAct && <CustomerActions customer={customer} />}
      </div>
    </article>
  );
}
