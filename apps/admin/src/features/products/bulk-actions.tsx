import {
  bulkMessages,
  ProductBulkChangeSchema,
  type ProductBulkInput,
  type ProductChoices,
} from "@shop/shared";
import { FormAlert } from "@shop/ui";
import { useMutation } from "@tanstack/react-query";
import { useId, useState } from "react";
import { ConfirmDialog } from "../../components/dialog";
import { bulkChangeProducts } from "./api";
import styles from "./products.module.css";
import { bulkTexts as texts } from "./texts";

type Kind = ProductBulkInput["change"]["kind"];
const KINDS: Kind[] = ["publish", "unpublish", "category", "tag", "price", "pricePercent"];

/** The change as the API takes it, from the toolbar's choices. */
function changeOf(kind: Kind, value: string): ProductBulkInput["change"] {
  switch (kind) {
    case "category":
      return { kind, categoryId: Number(value) };
    case "tag":
      return { kind, tagId: Number(value) };
    case "price":
      return { kind, price: value };
    case "pricePercent":
      return { kind, percent: value.trim().replace(",", ".").replace("−", "-") };
    default:
      return { kind };
  }
}

/**
 * The products chosen in the list, changed together: published, unpublished, moved to a category,
 * tagged or repriced (a price, or a percentage). A dialog says how many products change before
 * anything does; the server changes all of them or none.
 */
export function BulkActions(props: {
  selected: number[];
  pageIds: number[];
  choices: ProductChoices | undefined;
  onSelectPage: (selected: boolean) => void;
  onClear: () => void;
  onDone: (message: string) => void;
}) {
  const id = useId();
  const { selected, pageIds, choices } = props;
  const [kind, setKind] = useState<Kind>("publish");
  const [value, setValue] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<ProductBulkInput["change"] | null>(null);
  const apply = useMutation({
    mutationFn: (change: ProductBulkInput["change"]) =>
      bulkChangeProducts({ ids: selected, change }),
    onSuccess: ({ changed }) => {
      setConfirming(null);
      props.onClear();
      props.onDone(bulkMessages.done(changed));
    },
  });
  const count = selected.length;
  const pageSelected = pageIds.length > 0 && pageIds.every((each) => selected.includes(each));

  function review() {
    const change = changeOf(kind, value);
    const checked = ProductBulkChangeSchema.safeParse(change);
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? texts.choose);
      return;
    }
    setProblem(null);
    apply.reset();
    setConfirming(change);
  }

  const named = (list: { id: number; name: string }[] = []) =>
    list.map((item) => (
      <option key={item.id} value={item.id}>
        {item.name}
      </option>
    ));

  return (
    <section className={styles.bulk} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="visually-hidden">
        {texts.title}
      </h2>
      <div className={styles.bulkRow}>
        <label className={styles.checkFilter}>
          <input
            type="checkbox"
            checked={pageSelected}
            disabled={pageIds.length === 0}
            onChange={(event) => props.onSelectPage(event.target.checked)}
          />
          {texts.selectPage}
        </label>
        <p role="status" className={styles.bulkCount}>
          {count === 0 ? texts.noneSelected : texts.selected(count)}
        </p>
        {count > 0 && (
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={props.onClear}
          >
            {texts.clear}
          </button>
        )}
      </div>
      {count > 0 && (
        <div className={styles.bulkRow}>
          <label className={styles.filter}>
            <span>{texts.action}</span>
            <select
              className="input"
              value={kind}
              onChange={(event) => {
                setKind(event.target.value as Kind);
                setValue("");
                setProblem(null);
              }}
            >
              {KINDS.map((each) => (
                <option key={each} value={each}>
                  {texts.kinds[each]}
                </option>
              ))}
            </select>
          </label>
          {(kind === "category" || kind === "tag") && (
            <label className={styles.filter}>
              <span>{kind === "category" ? texts.category : texts.tag}</span>
              <select
                className="input"
                value={value}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? `${id}-problem` : undefined}
                onChange={(event) => setValue(event.target.value)}
              >
                <option value="">{texts.choose}</option>
                {named(kind === "category" ? choices?.categories : choices?.tags)}
              </select>
            </label>
          )}
          {(kind === "price" || kind === "pricePercent") && (
            <label className={styles.filter}>
              <span>{kind === "price" ? texts.newPrice : texts.percent}</span>
              <input
                className="input"
                inputMode={kind === "price" ? "decimal" : "text"}
                value={value}
                aria-invalid={problem ? true : undefined}
                aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ""}`}
                onChange={(event) => setValue(event.target.value)}
              />
            </label>
          )}
          <button type="button" className="button" onClick={review}>
            {texts.apply}
          </button>
        </div>
      )}
      {count > 0 && (kind === "price" || kind === "pricePercent") && (
        <p id={`${id}-hint`} className={styles.hint}>
          {kind === "price" ? texts.priceHint : texts.percentHint}
        </p>
      )}
      {problem && (
        <p id={`${id}-problem`} className={styles.bulkProblem}>
          {problem}
        </p>
      )}
      {confirming && (
        <ConfirmDialog
          title={texts.confirmTitle}
          confirm={texts.confirm(count)}
          pending={apply.isPending}
          pendingText={texts.applying}
          onConfirm={() => apply.mutate(confirming)}
          onClose={() => setConfirming(null)}
        >
          <p>{texts.consequence(confirming, count, choices)}</p>
          {confirming.kind.startsWith("price") && <p>{texts.priceHistoryNote}</p>}
          <FormAlert message={apply.error ? apply.error.message : null} />
        </ConfirmDialog>
      )}
    </section>
  );
}
