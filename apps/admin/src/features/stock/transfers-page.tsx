import { StockUnitsSchema, stockMessages } from "@shop/shared";
import { Field, FormStatus, fieldAria, fieldError, useFormFailure } from "@shop/ui";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useId, useMemo, useState } from "react";
import { type UseFormReturn, useFieldArray, useForm } from "react-hook-form";
import { Link } from "react-router";
import { useDocumentTitle } from "../../app/layout/document-title";
import form from "../../components/form.module.css";
import page from "../../components/page.module.css";
import { PageHeader } from "../../components/page-parts";
import { ProductOptions, useProductSearch } from "../../components/product-search";
import { SaveBar } from "../../components/save-bar";
import { storeIdOf } from "../staff/staff-fields";
import { gridQuery, locationsQuery, transferLines } from "./api";
import { balanceOf, locationValue, UnitsField } from "./cell-fields";
import { NoteField } from "./note-field";
import styles from "./stock.module.css";
import { stockTexts as texts } from "./texts";

interface Line {
  /** What the person typed to find the product (its ref once chosen). */
  query: string;
  /** The product found, as text ("" until one is). */
  productId: string;
  size: string;
  fromStoreId: string;
  toStoreId: string;
  quantity: string;
}

interface Values {
  note: string;
  lines: Line[];
}

const emptyLine = (from: string, to: string): Line => ({
  query: "",
  productId: "",
  size: "",
  fromStoreId: from,
  toStoreId: to,
  quantity: "",
});

/** Typed units: whole, from 1 to the limit. */
export function unitsError(value: string): string | undefined {
  const text = value.trim();
  return /^\d+$/.test(text) && StockUnitsSchema.safeParse(Number(text)).success
    ? undefined
    : stockMessages.quantity;
}

function TransferLine(props: {
  index: number;
  values: UseFormReturn<Values>;
  locations: { value: string; name: string }[];
  onRemove: (() => void) | null;
}) {
  const { index, values, locations } = props;
  const id = useId();
  const { register, watch, setValue } = values;
  const name = <K extends keyof Line>(key: K) => `lines.${index}.${key}` as const;
  const [query, productId, size, fromStoreId] = watch([
    name("query"),
    name("productId"),
    name("size"),
    name("fromStoreId"),
  ]);
  const found = useProductSearch(query);
  const grid = useQuery({ ...gridQuery(productId), enabled: productId !== "" });

  // The product is the one whose ref was typed or chosen from the list.
  const matched = found.match ? String(found.match.id) : "";
  const productPath = `lines.${index}.productId` as const;
  const sizePath = `lines.${index}.size` as const;
  const submitted = values.formState.isSubmitted;
  useEffect(() => {
    if (matched !== values.getValues(productPath))
      setValue(productPath, matched, { shouldValidate: submitted });
  }, [matched, productPath, setValue, values, submitted]);

  // A product's first size until the person chooses another.
  const sizes = useMemo(() => grid.data?.sizes.map((row) => row.size) ?? [], [grid.data]);
  useEffect(() => {
    if (sizes.length > 0 && !sizes.includes(size)) setValue(sizePath, sizes[0] ?? "");
  }, [sizes, size, setValue, sizePath]);

  const n = index + 1;
  const error = (key: keyof Line) => fieldError(values, name(key));
  const productError = error("productId");
  const at = grid.data && balanceOf(grid.data, size, storeIdOf(fromStoreId));
  return (
    <fieldset className={styles.line}>
      <legend>{texts.line(n)}</legend>
      <Field
        id={`${id}-ref`}
        label={texts.lineRef}
        error={productError}
        hint={grid.data ? (grid.data.product.title ?? grid.data.product.ref) : texts.lineRefHint}
        compact
      >
        <input
          className="input"
          autoComplete="off"
          list={`${id}-products`}
          {...fieldAria(`${id}-ref`, productError, true)}
          {...register(name("query"))}
        />
      </Field>
      <ProductOptions id={`${id}-products`} products={found.products} />
      <input
        type="hidden"
        {...register(name("productId"), { validate: (v) => (v ? undefined : texts.unknownRef) })}
      />
      <Field id={`${id}-size`} label={texts.size} error={error("size")} compact>
        <select
          className="input"
          disabled={sizes.length === 0}
          {...fieldAria(`${id}-size`, error("size"))}
          {...register(name("size"))}
        >
          {sizes.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </Field>
      {(["fromStoreId", "toStoreId"] as const).map((key) => (
        <Field
          key={key}
          id={`${id}-${key}`}
          label={key === "fromStoreId" ? texts.from : texts.to}
          error={error(key)}
          compact
        >
          <select
            className="input"
            {...fieldAria(`${id}-${key}`, error(key))}
            {...register(name(key))}
          >
            {locations.map((location) => (
              <option key={location.value} value={location.value}>
                {location.name}
              </option>
            ))}
          </select>
        </Field>
      ))}
      <UnitsField
        id={`${id}-quantity`}
        label={texts.units}
        error={error("quantity")}
        hint={at === undefined ? undefined : texts.balanceAtOrigin(at)}
        field={register(name("quantity"), { validate: unitsError })}
      />
      {props.onRemove && (
        <button
          type="button"
          className={`button button--secondary ${styles.lineRemove}`}
          onClick={props.onRemove}
        >
          {texts.removeLine(n)}
        </button>
      )}
    </fieldset>
  );
}

/**
 * Units of several sizes and products from one location to another, a line each, saved at once:
 * all of them, or none with each wrong line told.
 */
export function Component() {
  useDocumentTitle(texts.transfersTitle);
  const titleId = useId();
  const locations = useQuery(locationsQuery);
  const editable = (locations.data ?? [])
    .filter((l) => l.editable)
    .map((l) => ({ value: locationValue(l.storeId), name: l.name }));
  const [from = "", to = ""] = editable.map((l) => l.value);
  const values = useForm<Values>({ defaultValues: { note: "", lines: [emptyLine(from, to)] } });
  const lines = useFieldArray({ control: values.control, name: "lines" });
  const { failure, setFailure, fail } = useFormFailure(values);
  const [saved, setSaved] = useState<string | null>(null);

  // The locations arrive after the first render: the first line starts from the first two.
  useEffect(() => {
    if (editable.length < 2) return;
    values.getValues("lines").forEach((line, i) => {
      if (line.fromStoreId === "" && line.toStoreId === "") {
        values.setValue(`lines.${i}.fromStoreId`, from);
        values.setValue(`lines.${i}.toStoreId`, to);
      }
    });
  }, [editable.length, from, to, values]);

  async function save(typed: Values) {
    setFailure(null);
    setSaved(null);
    try {
      await transferLines({
        note: typed.note,
        lines: typed.lines.map((line) => ({
          productId: Number(line.productId),
          size: line.size,
          fromStoreId: storeIdOf(line.fromStoreId),
          toStoreId: storeIdOf(line.toStoreId),
          quantity: Number(line.quantity.trim()),
        })),
      });
      values.reset({ note: "", lines: [emptyLine(from, to)] });
      setSaved(texts.transferSaved);
    } catch (error) {
      fail(error);
    }
  }

  return (
    <div className={page.page}>
      <Link to="..">{texts.backToStock}</Link>
      <PageHeader title={texts.transfersTitle} titleId={titleId} />
      <p className={styles.hint}>{texts.transfersHint}</p>
      {saved && <FormStatus message={saved} />}
      <form
        className={form.form}
        noValidate
        aria-labelledby={titleId}
        onSubmit={values.handleSubmit(save)}
      >
        {lines.fields.map((field, index) => (
          <TransferLine
            key={field.id}
            index={index}
            values={values}
            locations={editable}
            onRemove={lines.fields.length > 1 ? () => lines.remove(index) : null}
          />
        ))}
        <div className={styles.actions}>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              const last = values.getValues("lines").at(-1);
              lines.append(emptyLine(last?.fromStoreId ?? from, last?.toStoreId ?? to), {
                focusName: `lines.${lines.fields.length}.query`,
              });
            }}
          >
            {texts.addLine}
          </button>
        </div>
        <NoteField
          id={`${titleId}-note`}
          error={fieldError(values, "note")}
          field={values.register("note")}
        />
        <SaveBar failure={failure}>
          <button type="submit" className="button" disabled={values.formState.isSubmitting}>
            {values.formState.isSubmitting ? texts.saving : texts.save}
          </button>
        </SaveBar>
      </form>
    </div>
  );
}
