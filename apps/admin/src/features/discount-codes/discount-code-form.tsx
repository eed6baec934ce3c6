import { zodResolver } from "@hookform/resolvers/zod";
import {
  DISCOUNT_KINDS,
  type DiscountCodeCreateForm,
  DiscountCodeCreateSchema,
  type DiscountCodeItem,
  DiscountCodeUpdateSchema,
} from "@shop/shared";
import { Field, FieldGrid, fieldAria, fieldError, useFormFailure } from "@shop/ui";
import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { EditPanel } from "../../components/edit-panel";
import { countryGroups } from "../delivery/api";
import { discountCodes } from "./api";
import { discountCodesTexts as texts } from "./texts";

const valuesOf = (code: DiscountCodeItem | null): DiscountCodeCreateForm => ({
  code: code?.code ?? "",
  bulk: "",
  description: code?.description ?? "",
  kind: code?.kind ?? "PERCENT",
  percent: code?.percent === null || !code ? "" : String(code.percent),
  amount: code?.amount == null ? "" : String(code.amount).replace(".", ","),
  minOrder: code && code.minOrder > 0 ? String(code.minOrder).replace(".", ",") : "",
  groupIds: code?.groupIds ?? [],
  startsAt: code?.startsAt ?? "",
  endsAt: code?.endsAt ?? "",
  usageLimit: code?.usageLimit == null ? "" : String(code.usageLimit),
  perCustomerLimit: code?.perCustomerLimit == null ? "" : String(code.perCustomerLimit),
  excludeSale: code?.excludeSale ?? false,
  active: code?.active ?? true,
});

type TextField =
  | "code"
  | "bulk"
  | "description"
  | "percent"
  | "amount"
  | "minOrder"
  | "usageLimit"
  | "perCustomerLimit";

/** A new code (or a batch of single-use codes), or a change of one's rule and limits. */
export function DiscountCodeForm(props: {
  code: DiscountCodeItem | null;
  onSaved: (codes: DiscountCodeItem[], message: string) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const { code } = props;
  const groups = useQuery(countryGroups.query).data ?? [];
  const values = useForm<DiscountCodeCreateForm>({
    resolver: zodResolver(code ? DiscountCodeUpdateSchema : DiscountCodeCreateSchema, undefined, {
      raw: true,
    }) as never,
    defaultValues: valuesOf(code),
  });
  const { failure, setFailure, fail } = useFormFailure(values);
  const error = (name: Parameters<typeof fieldError<DiscountCodeCreateForm>>[1]) =>
    fieldError(values, name);
  const kind = values.watch("kind");

  async function send(input: DiscountCodeCreateForm) {
    setFailure(null);
    const groupIds = (input.groupIds ?? []).map(Number);
    try {
      const body = { ...input, groupIds };
      const saved = code
        ? await discountCodes.update(code.id, body)
        : await discountCodes.create(body);
      const text = (input.code ?? "").toUpperCase();
      props.onSaved(saved, code ? texts.saved(code.code) : texts.created(text));
    } catch (reason) {
      fail(reason);
    }
  }

  const text = (name: TextField, label: string, options: { hint?: string; type?: string } = {}) => (
    <Field id={`${id}-${name}`} label={label} error={error(name)} hint={options.hint} compact>
      <input
        className="input"
        autoComplete="off"
        type={options.type ?? "text"}
        {...fieldAria(`${id}-${name}`, error(name), options.hint !== undefined)}
        {...values.register(name)}
      />
    </Field>
  );
  const time = (name: "startsAt" | "endsAt", label: string) => (
    <Field id={`${id}-${name}`} label={label} error={error(name)} compact>
      <input
        className="input"
        type="datetime-local"
        {...fieldAria(`${id}-${name}`, error(name))}
        {...values.register(name)}
      />
    </Field>
  );

  return (
    <EditPanel
      title={code ? texts.editTitle(code.code) : texts.newTitle}
      onSubmit={values.handleSubmit(send)}
      failure={failure}
      submitting={values.formState.isSubmitting}
      onCancel={props.onCancel}
      focusHeading
    >
      <FieldGrid>
        {!code && text("code", texts.code, { hint: texts.codeHint })}
        {!code && text("bulk", texts.bulk, { hint: texts.bulkHint, type: "number" })}
        {text("description", texts.description)}
        <Field id={`${id}-kind`} label={texts.kind} error={error("kind")} compact>
          <select
            className="input"
            {...fieldAria(`${id}-kind`, error("kind"))}
            {...values.register("kind")}
          >
            {DISCOUNT_KINDS.map((each) => (
              <option key={each} value={each}>
                {texts.kindNames[each]}
              </option>
            ))}
          </select>
        </Field>
        {kind === "PERCENT" && text("percent", texts.percent)}
        {kind === "FIXED" && text("amount", texts.amount)}
        {text("minOrder", texts.minOrder)}
        {time("startsAt", texts.startsAt)}
        {time("endsAt", texts.endsAt)}
        {text("usageLimit", texts.usageLimit, { type: "number" })}
        {text("perCustomerLimit", texts.perCustomerLimit, {
          hint: texts.perCustomerHint,
          type: "number",
        })}
      </FieldGrid>
      {kind === "FREE_DELIVERY" && (
        <fieldset>
          <legend>{texts.groups}</legend>
          {groups.map((group) => (
            <label key={group.id}>
              <input type="checkbox" value={group.id} {...values.register("groupIds")} />{" "}
              {group.name}
            </label>
          ))}
          {error("groupIds") && <p role="alert">{error("groupIds")}</p>}
        </fieldset>
      )}
      <label>
        <input type="checkbox" {...values.register("excludeSale")} /> {texts.excludeSale}
      </label>
      {code && (
        <label>
          <input type="checkbox" {...values.register("active")} /> {texts.active}
        </label>
      )}
    </EditPanel>
  );
}
