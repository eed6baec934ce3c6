import { formatShopDateTime, type GuestProfile } from "@shop/shared";
import { FormAlert, FormStatus, failureMessage } from "@shop/ui";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Link, type LoaderFunctionArgs, useNavigate, useParams } from "react-router";
import { useDocumentTitle } from "../../app/layout/document-title";
import { useStaff } from "../../app/session/session";
import page from "../../components/page.module.css";
import { queryClient } from "../../lib/query-client";
import { customersKey, downloadExport, eraseGuest, guestQuery } from "./api";
import { Action } from "./customer-actions";
import { AddressesPanel, Panel, PurchasesPanel } from "./customer-panels";
import styles from "./customers.module.css";
import { EraseDialog } from "./erase-dialog";
import { eraseTexts, customersTexts as texts } from "./texts";

export const loader = ({ params }: LoaderFunctionArgs) =>
  queryClient.ensureQueryData(guestQuery(params.id ?? ""));

function GuestData({ guest }: { guest: GuestProfile }) {
  const rows: [string, React.ReactNode][] = [
    [
      texts.email,
      <a key="email" href={`mailto:${guest.email}`}>
        {guest.email}
      </a>,
    ],
    [texts.phone, guest.phone ?? texts.never],
    [texts.firstPurchaseAt, formatShopDateTime(guest.firstPurchaseAt)],
  ];
  return (
    <Panel title={texts.data}>
      <p className={styles.muted}>{texts.guestIntro}</p>
      <dl className={styles.facts}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {guest.accountId !== null && (
        <p className={styles.muted}>
          {texts.guestAccount}{" "}
          <Link to={`../../${guest.accountId}`} relative="path">
            {texts.openAccount}
          </Link>
        </p>
      )}
    </Panel>
  );
}

/** What a guest may ask the shop for: their data, and its erasure. */
function GuestActions({ guest }: { guest: GuestProfile }) {
  const id = useId();
  const navigate = useNavigate();
  const [erasing, setErasing] = useState(false);
  const download = useMutation({ mutationFn: () => downloadExport(guest.id, true) });

  async function erased() {
    await navigate("../..", {
      replace: true,
      relative: "path",
      state: { notice: texts.guestErased },
    });
    queryClient.removeQueries({ queryKey: [...customersKey, "guest"] });
    await queryClient.invalidateQueries({ queryKey: [...customersKey, "list"] });
  }

  return (
    <section className={`panel ${styles.panel}`} aria-labelledby={id}>
      <h2 id={id}>{texts.actions}</h2>
      <div className={styles.actions}>
        <Action hint={texts.exportHint}>
          <button
            type="button"
            className="button button--secondary"
            disabled={download.isPending}
            onClick={() => download.mutate()}
          >
            {download.isPending ? texts.exporting : texts.exportData}
          </button>
        </Action>
        <Action hint={texts.eraseGuestHint}>
          <button type="button" className="button button--danger" onClick={() => setErasing(true)}>
            {texts.eraseGuest}
          </button>
        </Action>
      </div>
      <FormAlert message={download.isError ? failureMessage(download.error) : null} />
      <FormStatus message={download.isSuccess ? texts.exported(download.data) : null} />
      {erasing && (
        <EraseDialog
          customer={{
            name: guest.name,
            email: guest.email,
            purchaseCount: guest.purchaseCount,
            title: eraseTexts.guestTitle(guest.name),
            goes: eraseTexts.guestGoes,
          }}
          onErase={(body) => eraseGuest(guest.id, body)}
          onErased={erased}
          onClose={() => setErasing(false)}
        />
      )}
    </section>
  );
}

/** A buyer without an account: their purchases by email, and their requests (export, erasure). */
export function Component() {
  const id = useParams().id ?? "";
  const { data: guest } = useQuery(guestQuery(id));
  const mayAct = useStaff().permissions.includes("customers.write");
  useDocumentTitle(guest?.name);

  if (!guest) return null;
  return (
    <article className={page.page}>
      <Link to="../.." relative="path">
        {texts.back}
      </Link>
      <h1 className={styles.title}>{texts.guestTitle(guest.name || texts.noName)}</h1>
      <div className={styles.profile}>
        <GuestData guest={guest} />
        <AddressesPanel customer={guest} />
        <PurchasesPanel customer={guest} />
        {mayAct && <GuestActions guest={guest} />}
      </div>
    </article>
  );
}
