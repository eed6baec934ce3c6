import type { DiscountCodeItem } from "@shop/shared";
import { FormAlert, FormStatus } from "@shop/ui";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import items from "../../components/items.module.css";
import page from "../../components/page.module.css";
import { ConfirmButton, ListState, PageHeader } from "../../components/page-parts";
import { useListChanges } from "../../lib/use-list-changes";
import { deactivateCode, discountCodes, singlesCsvUrl } from "./api";
import { DiscountCodeForm } from "./discount-code-form";
import { discountCodesTexts as texts } from "./texts";

type Editing = { code: DiscountCodeItem | null } | null;

/** /admin/codigos: the discount codes with their state and uses; add, change, stop, export. */
export function Component() {
  const list = useQuery(discountCodes.query);
  const changes = useListChanges(discountCodes);
  const [editing, setEditing] = useState<Editing>(null);
  const all = list.data ?? [];
  const open = (code: DiscountCodeItem | null) => {
    changes.clear();
    setEditing({ code });
  };
  async function deactivate(code: DiscountCodeItem) {
    const codes = await deactivateCode(code.id);
    changes.saved(codes, texts.deactivated(code.code));
  }

  return (
    <div className={page.page}>
      <PageHeader title={texts.title}>
        {!editing && (
          <button type="button" className="button" onClick={() => open(null)}>
            {texts.add}
          </button>
        )}
      </PageHeader>
      <p>{texts.lead}</p>
      {editing && (
        <DiscountCodeForm
          key={editing.code?.id ?? "new"}
          code={editing.code}
          onSaved={(codes, message) => {
            setEditing(null);
            changes.saved(codes, message);
          }}
          onCancel={() => setEditing(null)}
        />
      )}
      <FormStatus message={changes.status} />
      <FormAlert message={changes.failure ?? (list.error ? list.error.message : null)} />
      <ListState
        pending={list.isPending}
        empty={list.data !== undefined && all.length === 0}
        emptyText={texts.empty}
        loadingText={texts.loading}
      />
      {all.length > 0 && (
        <ul className={items.list}>
          {all.map((code) => (
            <li key={code.id} className={items.item}>
              <div className={items.main}>
                <p className={items.name}>
                  {code.code} · {texts.stateNames[code.state]}
                </p>
                <p className={items.detail}>{texts.summary(code)}</p>
                <p className={items.detail}>{texts.uses(code)}</p>
              </div>
              <div className={items.actions}>
                <button
                  type="button"
                  className="button button--secondary button--small"
                  aria-label={texts.editLabel(code.code)}
                  onClick={() => open(code)}
                >
                  {texts.edit}
                </button>
                {code.singleUse !== null && (
                  <a
                    className="button button--secondary button--small"
                    href={singlesCsvUrl(code.id)}
                    aria-label={texts.csvLabel(code.code)}
                    download
                  >
                    {texts.csv}
                  </a>
                )}
                {code.active && (
                  <ConfirmButton
                    label={texts.deactivate}
                    ariaLabel={texts.deactivateLabel(code.code)}
                    question={texts.confirmDeactivate(code.code)}
                    disabled={changes.busy}
                    onConfirm={() => deactivate(code)}
                  />
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
