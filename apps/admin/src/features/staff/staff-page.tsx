import { formatShopDateTime, staffRoleNames } from "@shop/shared";
import { FormAlert, FormStatus, failureMessage } from "@shop/ui";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { columnsOf, DataTable } from "../../components/data-table/data-table";
import { useTableParams } from "../../components/data-table/table-params";
import page from "../../components/page.module.css";
import { ConfirmButton, PageHeader } from "../../components/page-parts";
import { queryClient } from "../../lib/query-client";
import { storesQuery } from "../../lib/stores";
import { newLink, resetTotp, type StaffMember, staffKey, staffQuery } from "./api";
import { ChangeForm } from "./change-form";
import { InviteForm } from "./invite-form";
import { OneTimeLink } from "./one-time-link";
import styles from "./staff.module.css";
import { staffTexts as texts } from "./texts";

type Panel =
  | { kind: "invite" }
  | { kind: "change"; staff: StaffMember }
  | { kind: "link"; name: string; link: string };

const column = columnsOf<StaffMember>();

function StateTags({ staff }: { staff: StaffMember }) {
  return (
    <span className={styles.tags}>
      <span className={`${styles.tag} ${staff.active ? styles.tagOn : styles.tagOff}`}>
        {staff.active ? texts.active : texts.inactive}
      </span>
      {!staff.passwordSet && <span className={styles.tag}>{texts.noPassword}</span>}
      {staff.totpEnabled && <span className={styles.tag}>{texts.totp}</span>}
    </span>
  );
}

/** The owner's page of the staff: who they are, inviting, changing roles, new links. */
export function Component() {
  const [panel, setPanel] = useState<Panel | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const control = useTableParams({ sort: "name", order: "asc" });
  const list = useQuery(staffQuery);
  const stores = useQuery(storesQuery);
  const link = useMutation({
    mutationFn: (staff: StaffMember) => newLink(staff.id),
    onSuccess: ({ link }, staff) => setPanel({ kind: "link", name: staff.name, link }),
  });
  const totpReset = useMutation({
    mutationFn: (staff: StaffMember) => resetTotp(staff.id),
    onSuccess: (_, staff) => changed(staff, texts.totpReset(staff.name)),
  });

  const columns = useMemo(
    () => [
      column.accessor("name", {
        header: texts.name,
        enableSorting: false,
        cell: ({ row }) => (
          <span className={styles.person}>
            {row.original.name}
            <span className={styles.email}>{row.original.email}</span>
          </span>
        ),
      }),
      column.accessor("role", {
        header: texts.role,
        enableSorting: false,
        cell: ({ getValue }) => staffRoleNames[getValue()],
      }),
      column.accessor("storeId", {
        header: texts.store,
        enableSorting: false,
        cell: ({ getValue }) =>
          stores.data?.find((store) => store.id === getValue())?.name ?? texts.noStore,
      }),
      column.accessor("active", {
        header: texts.state,
        enableSorting: false,
        cell: ({ row }) => <StateTags staff={row.original} />,
      }),
      column.accessor("lastSeenAt", {
        header: texts.lastSeen,
        enableSorting: false,
        cell: ({ getValue }) => {
          const at = getValue();
          return at ? formatShopDateTime(at) : texts.never;
        },
      }),
      column.display({
        id: "actions",
        header: texts.actions,
        cell: ({ row }) => (
          <span className={styles.actions}>
            <button
              type="button"
              className="button button--secondary button--small"
              aria-label={`${texts.edit}: ${row.original.name}`}
              onClick={() => {
                setSaved(null);
                setPanel({ kind: "change", staff: row.original });
              }}
            >
              {texts.edit}
            </button>
            <button
              type="button"
              className="button button--secondary button--small"
              aria-label={`${texts.newLink}: ${row.original.name}`}
              disabled={link.isPending}
              onClick={() => link.mutate(row.original)}
            >
              {texts.newLink}
            </button>
            {row.original.totpEnabled && (
              <ConfirmButton
                label={texts.resetTotp}
                ariaLabel={`${texts.resetTotp}: ${row.original.name}`}
                question={texts.confirmResetTotpTitle(row.original.name)}
                consequence={texts.confirmResetTotp}
                disabled={totpReset.isPending}
                onConfirm={() => totpReset.mutate(row.original)}
              />
            )}
          </span>
        ),
      }),
    ],
    [stores.data, link.isPending, link.mutate, totpReset.isPending, totpReset.mutate],
  );

  const failure = link.error ?? totpReset.error;
  const data = list.data && {
    items: list.data,
    total: list.data.length,
    page: 1,
    pageSize: Math.max(list.data.length, 1),
  };

  function changed(staff: StaffMember, message = texts.saved(staff.name)) {
    setPanel(null);
    setSaved(message);
    void queryClient.invalidateQueries({ queryKey: staffKey });
  }

  return (
    <div className={page.page}>
      <PageHeader title={texts.title}>
        {panel?.kind !== "invite" && (
          <button
            type="button"
            className="button"
            onClick={() => {
              setSaved(null);
              setPanel({ kind: "invite" });
            }}
          >
            {texts.invite}
          </button>
        )}
      </PageHeader>
      {panel?.kind === "invite" && (
        <InviteForm
          onInvited={(staff, link) => {
            setPanel({ kind: "link", name: staff.name, link });
            void queryClient.invalidateQueries({ queryKey: staffKey });
          }}
          onCancel={() => setPanel(null)}
        />
      )}
      {panel?.kind === "change" && (
        <ChangeForm staff={panel.staff} onSaved={changed} onCancel={() => setPanel(null)} />
      )}
      {panel?.kind === "link" && (
        <OneTimeLink name={panel.name} link={panel.link} onClose={() => setPanel(null)} />
      )}
      <FormStatus message={saved} />
      <FormAlert message={failure ? failureMessage(failure) : null} />
      <DataTable
        label={texts.list}
        columns={columns}
        data={data}
        error={list.error}
        onRetry={() => list.refetch()}
        control={control}
        rowId={(staff) => String(staff.id)}
        emptyText={texts.empty}
      />
    </div>
  );
}
