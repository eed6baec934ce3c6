import { zodResolver } from "@hookform/resolvers/zod";
import {
  type CountryGroupInput,
  CountryGroupInputSchema,
  type CountryGroupItem,
  centsToEuroText,
} from "@shop/shared";
import { Field, FieldGrid, fieldAria, fieldError, useFormFailure } from "@shop/ui";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { EditPanel } from "../../components/edit-panel";
import { EnglishField, englishValue } from "../../components/english";
import { englishLabels } from "../../components/texts";
import { countryGroups } from "./api";
import { deliveryTexts as texts } from "./texts";

/**
 * A delivery group's name (and its English, which the English checkout shows), price, lead time and
 * free-delivery amount, money typed the Portuguese way ("4,90").
 */
export function GroupForm(props: {
  group: CountryGroupItem | null;
  onSaved: (items: CountryGroupItem[], message: string) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const { group } = props;
  const values = useForm<CountryGroupInput>({
    resolver: zodResolver(CountryGroupInputSchema, undefined, { raw: true }),
    defaultValues: {
      name: group?.name ?? "",
      nameEn: englishValue(group?.nameEn),
      deliveryPrice: group ? centsToEuroText(group.deliveryPriceCents) : "",
      deliveryDaysMin: group?.deliveryDaysMin ?? 2,
      deliveryDaysMax: group?.deliveryDaysMax ?? 5,
      freeDeliveryFrom:
        group?.freeDeliveryFromCents == null ? "" : centsToEuroText(group.freeDeliveryFromCents),
    },
  });
  const { failure, setFailure, fail } = useFormFailure(values);
  const nameError = fieldError(values, "name");
  const englishError = fieldError(values, "nameEn");
  const priceError = fieldError(values, "deliveryPrice");
  const minError = fieldError(values, "deliveryDaysMin");
  const maxError = fieldError(values, "deliveryDaysMax");
  const freeError = fieldError(values, "freeDeliveryFrom");

  async function send(input: CountryGroupInput) {
    setFailure(null);
    try {
      const items = group
        ? await countryGroups.update(group.id, input)
        : await countryGroups.create(input);
      const name = input.name.trim();
      props.onSaved(items, group ? texts.groupSaved(name) : texts.groupCreated(name));
    } catch (error) {
      fail(error);
    }
  }

  return (
    <EditPanel
      title={group ? texts.editGroupTitle(group.name) : texts.newGroupTitle}
      level={3}
      onSubmit={values.handleSubmit(send)}
      failure={failure}
      submitting={values.formState.isSubmitting}
      onCancel={props.onCancel}
    >
      <FieldGrid>
        <Field id={`${id}-name`} label={texts.groupName} error={nameError} required compact>
          <input
            className="input"
            autoComplete="off"
            {...fieldAria(`${id}-name`, nameError)}
            {...values.register("name")}
          />
        </Field>
        <EnglishField
          id={`${id}-name-en`}
          label={englishLabels.name}
          portuguese={values.watch("name")}
          error={englishError}
          registration={values.register("nameEn")}
        />
        <Field
          id={`${id}-price`}
          label={texts.price}
          error={priceError}
          hint={texts.priceHint}
          required
          compact
        >
          <input
            className="input"
            inputMode="decimal"
            autoComplete="off"
            {...fieldAria(`${id}-price`, priceError, true)}
            {...values.register("deliveryPrice")}
          />
        </Field>
        <Field
          id={`${id}-min`}
          label={texts.daysMin}
          error={minError}
          hint={texts.daysHint}
          required
          compact
        >
          <input
            className="input"
            type="number"
            inputMode="numeric"
            min={1}
            max={30}
            {...fieldAria(`${id}-min`, minError, true)}
            {...values.register("deliveryDaysMin")}
          />
        </Field>
        <Field id={`${id}-max`} label={texts.daysMax} error={maxError} required compact>
          <input
            className="input"
            type="number"
            inputMode="numeric"
            min={1}
            max={30}
            {...fieldAria(`${id}-max`, maxError)}
            {...values.register("deliveryDaysMax")}
          />
        </Field>
        <Field
          id={`${id}-free`}
          label={texts.freeFrom}
          error={freeError}
          hint={texts.freeFromHint}
          compact
        >
          <input
            className="input"
            inputMode="decimal"
            autoComplete="off"
            {...fieldAria(`${id}-free`, freeError, true)}
            {...values.register("freeDeliveryFrom")}
          />
        </Field>
      </FieldGrid>
    </EditPanel>
  );
}
