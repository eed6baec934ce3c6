import { colourMessages } from "@shop/shared";
import { FormAlert, FormStatus } from "@shop/ui";
import { useMutation, useQuery } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { Link } from "react-router";
import { ListState } from "../../components/page-parts";
import { queryClient } from "../../lib/query-client";
import { coloursQuery, linkColour, unlinkColour } from "./api";
import styles from "./products.module.css";
import { variantTexts as texts } from "./texts";

/**
 * The product's model in other colours: the products linked to it, each with a link to its page
 * and (for who may edit) a button to unlink it, and a reference to link another one.
 */
export function ColoursSection({ productId, mayWrite }: { productId: number; mayWrite: boolean }) {
  const id = useId();
  const query = coloursQuery(productId);
  const colours = useQuery(query);
  const [ref, setRef] = useState("");
  const [status, setStatus] = useState<string | null>(null);
  const change = useMutation({
    mutationFn: (run: () => Promise<Awaited<ReturnType<typeof linkColour>>>) => run(),
    onSuccess: (data) => queryClient.setQueryData(query.queryKey, data),
  });

  function link(event: FormEvent) {
    event.preventDefault();
    setStatus(null);
    change.mutate(() => linkColour(productId, ref), {
      onSuccess: () => {
        setRef("");
        setStatus(colourMessages.linked);
      },
    });
  }

  const items = colours.data?.items ?? [];
  return (
    <section className={`panel ${styles.colours}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{texts.coloursTitle}</h2>
      <p className={styles.hint}>{texts.coloursLead}</p>
      <ListState
        pending={colours.isPending}
        empty={colours.data !== undefined && items.length === 0}
        emptyText={texts.noColours}
      />
      {items.length > 0 && (
        <ul className={styles.colourList}>
          {items.map((item) => {
            const name = `${item.colourName ?? texts.noColourName} · ${item.title ?? item.ref}`;
            return (
              <li key={item.id} className={styles.colourItem}>
                <Link to={`/produtos/${item.id}`}>{name}</Link>
                <span className={styles.hint}>
                  {item.ref}
                  {item.active ? "" : ` · ${texts.unpublished}`}
                </span>
                {mayWrite && (
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    aria-label={texts.unlinkLabel(name)}
                    disabled={change.isPending}
                    onClick={() => {
                      setStatus(null);
                      change.mutate(() => unlinkColour(productId, item.id), {
                        onSuccess: () => setStatus(colourMessages.unlinked),
                      });
                    }}
                  >
                    {texts.unlink}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {mayWrite && (
        <form className={styles.colourAdd} onSubmit={link} noValidate>
          <label className={styles.filter}>
            <span>{texts.ref}</span>
            <input
              className="input"
              value={ref}
              autoComplete="off"
              onChange={(event) => setRef(event.target.value)}
            />
          </label>
          <button type="submit" className="button button--secondary" disabled={change.isPending}>
            {change.isPending ? texts.linking : texts.link}
          </button>
        </form>
      )}
      <FormStatus message={status} />
      <FormAlert message={change.error ? change.error.message : (colours.error?.message ?? null)} />
    </section>
  );
}
