import {
  centsToEuroText,
  lisbonDay,
  lisbonDayAndTime,
  type SaleChosenProduct,
  type SaleInput,
  type SaleItem,
  shiftDay,
} from "@shop/shared";
import { Field, FieldGrid, fieldAria, fieldError, useFormFailure } from "@shop/ui";
import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { EditPanel } from "../../components/edit-panel";
import { choicesQuery } from "../products/api";
import { sales } from "./api";
import { SaleProductsField } from "./sale-products-field";
import { salesTexts as texts } from "./texts";

/**
 * The form's fields as typed: numbers as text, the products as chosen (by reference and title),
 * read into a `SaleInput` on sending.
 */
type SaleFields = Omit<SaleInput, "price" | "percent" | "productIds" | "categoryId" | "brandId"> & {
  price: string;
  percent: string;
  productIds: SaleChosenProduct[];
  categoryId: string;
  brandId: string;
};

function fieldsOf(sale: SaleItem | null): SaleFields {
  const today = lisbonDay(new Date());
  const start = sale ? lisbonDayAndTime(sale.startsAt) : { day: today, time: "00:00" };
  const end = sale ? lisbonDayAndTime(sale.endsAt) : { day: shiftDay(today, 7), time: "00:00" };
  return {
    name: sale?.name ?? "",
    kind: sale?.kind ?? "percent",
    price: sale?.priceCents ? centsToEuroText(sale.priceCents) : "",
    percent: sale?.percent ? String(sale.percent) : "",
    scope: sale?.scope ?? "category",
    productIds: sale?.chosenProducts ?? [],
    categoryId: sale?.categoryId ? String(sale.categoryId) : "",
    brandId: sale?.brandId ? String(sale.brandId) : "",
    startDay: start.day,
    startTime: start.time,
    endDay: end.day,
    endTime: end.time,
  };
}

const idOrNull = (text: string) => (text === "" ? null : Number(text));

function inputOf(fields: SaleFields): SaleInput {
  return {
    ...fields,
    price: fields.kind === "price" ? fields.price : null,
    percent: fields.kind === "percent" ? Number(fields.percent || Number.NaN) : null,
    productIds: fields.scope === "products" ? fields.productIds.map((product) => product.id) : [],
    categoryId: fields.scope === "category" ? idOrNull(fields.categoryId) : null,
    brandId: fields.scope === "brand" ? idOrNull(fields.brandId) : null,
  };
}

/** A sale's name, reduction, what it covers and when: the server checks it and says why not. */
export function SaleForm(props: {
  sale: SaleItem | null;
  onSaved: (items: SaleItem[], message: string) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const { sale } = props;
  const choices = useQuery(choicesQuery);
  const values = useForm<SaleFields>({ defaultValues: fieldsOf(sale) });
  const { failure, setFailure, fail } = useFormFailure(values);
  const kind = values.watch("kind");
  const scope = values.watch("scope");
  const chosen = values.watch("productIds");
  const error = (name: keyof SaleFields) => fieldError(values, name);
  const field = (name: keyof SaleFields) => `${id}-${name}`;

  async function send(fields: SaleFields) {
    setFailure(null);
    try {
      const input = inputOf(fields);
      const items = sale ? await sales.update(sale.id, input) : await sales.create(input);
      props.onSaved(items, texts.saved(fields.name.trim()));
    } catch (caught) {
      fail(caught);
    }
  }

  const text = (
    name: keyof SaleFields,
    label: string,
    hint?: string,
    mode?: "decimal" | "numeric",
  ) => (
    <Field id={field(name)} label={label} error={error(name)} hint={hint} required compact>
      <input
        className="input"
        autoComplete="off"
        inputMode={mode}
        {...fieldAria(field(name), error(name), hint !== undefined)}
        {...values.register(name)}
      />
    </Field>
  );

  return (
    <EditPanel
      title={sale ? texts.editTitle(sale.name) : texts.newTitle}
      onSubmit={values.handleSubmit(send)}
      failure={failure}
      submitting={values.formState.isSubmitting}
      onCancel={props.onCancel}
      focusHeading
    >
      <FieldGrid>
        {text("name", texts.name)}
        <Field id={field("kind")} label={texts.kind} error={error("kind")} required compact>
          <select
            className="input"
            {...fieldAria(field("kind"), error("kind"))}
            {...values.register("kind")}
          >
            <option value="percent">{texts.kinds.percent}</option>
            <option value="price">{texts.kinds.price}</option>
          </select>
        </Field>
        {kind === "price"
          ? text("price", texts.price, texts.priceHint, "decimal")
          : text("percent", texts.percent, texts.percentHint, "numeric")}
        <Field id={field("scope")} label={texts.scope} error={error("scope")} required compact>
          <select
            className="input"
            {...fieldAria(field("scope"), error("scope"))}
            {...values.register("scope")}
          >
            <option value="category">{texts.scopes.category}</option>
            <option value="brand">{texts.scopes.brand}</option>
            <option value="products">{texts.scopes.products}</option>
          </select>
        </Field>
        {scope === "products" && (
          <SaleProductsField
            value={chosen}
            onChange={(products) => {
              values.setValue("productIds", products);
              values.clearErrors("productIds");
            }}
            error={error("productIds")}
          />
        )}
        {scope !== "products" && (
          <Field
            id={field(scope === "category" ? "categoryId" : "brandId")}
            label={scope === "category" ? texts.category : texts.brand}
            error={error(scope === "category" ? "categoryId" : "brandId")}
            required
            compact
          >
            <select
              className="input"
              {...fieldAria(
                field(scope === "category" ? "categoryId" : "brandId"),
                error(scope === "category" ? "categoryId" : "brandId"),
              )}
              {...values.register(scope === "category" ? "categoryId" : "brandId")}
            >
              <option value="">{texts.choose}</option>
              {(scope === "category" ? choices.data?.categories : choices.data?.brands)?.map(
                (choice) => (
                  <option key={choice.id} value={choice.id}>
                    {choice.name}
                  </option>
                ),
              )}
            </select>
          </Field>
        )}
        <Field
          id={field("startDay")}
          label={texts.startDay}
          error={error("startDay")}
          required
          compact
        >
          <input
            className="input"
            type="date"
            {...fieldAria(field("startDay"), error("startDay"))}
            {...values.register("startDay")}
          />
        </Field>
        {text("startTime", texts.startTime, texts.timeHint, "numeric")}
        <Field id={field("endDay")} label={texts.endDay} error={error("endDay")} required compact>
          <input
            className="input"
            type="date"
            {...fieldAria(field("endDay"), error("endDay"))}
            {...values.register("endDay")}
          />
        </Field>
        {text("endTime", texts.endTime, texts.timeHint, "numeric")}
      </FieldGrid>
    </EditPanel>
  );
}
