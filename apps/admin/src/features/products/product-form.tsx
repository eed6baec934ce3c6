import { zodResolver } from "@hookform/resolvers/zod";
import {
  centsToEuroText,
  NO_PRODUCT_DETAILS,
  NO_PRODUCT_ENGLISH,
  type ProductChoices,
  type ProductDetail,
  type ProductEnglish,
  type ProductInput,
  ProductInputSchema,
  type ProductSaleNow,
  type ProductValues,
  parseEuros,
  productDetailsInput,
} from "@shop/shared";
import { apiErrorOf, Field, FieldGrid, fieldAria, fieldError, useFormFailure } from "@shop/ui";
import { useId, useState } from "react";
import { type FieldErrors, get, type Path, useController, useForm } from "react-hook-form";
import form from "../../components/form.module.css";
import { SaveBar } from "../../components/save-bar";
import { UnsavedChangesGuard } from "../../components/unsaved-changes/unsaved-changes";
import { createProduct, updateProduct } from "./api";
import { DetailsField } from "./details-field";
import { ProductEnglishFields } from "./english-field";
import { PicturesField } from "./pictures-field";
import { PlacementField } from "./placement-field";
import { priceNowLine } from "./price-now";
import styles from "./products.module.css";
import { SizesField } from "./sizes-field";
import { productFormTexts as texts } from "./texts";

type Form = ReturnType<typeof useForm<ProductInput, unknown, ProductValues>>;

/** The English as the form's fields hold it ('' for none). */
const englishInput = (english: ProductEnglish) =>
  Object.fromEntries(
    Object.entries(english).map(([name, text]) => [name, text ?? ""]),
  ) as NonNullable<ProductInput["english"]>;

/** The form's values of a saved product, or of a new one. */
function valuesOf(product: ProductDetail | undefined): ProductInput {
  if (!product) {
    return {
      ref: "",
      title: "",
      price: "",
      discount: 0,
      // None chosen yet: the schema asks for one before anything is sent.
      categoryId: undefined as unknown as number,
      brandId: null,
      colorId: null,
      colorManual: "",
      tagIds: [],
      sizes: [],
      pictures: [],
      thumbnailIndex: 0,
      newCollection: false,
      featured: false,
      active: true,
      description: "",
      details: productDetailsInput(NO_PRODUCT_DETAILS),
      english: englishInput(NO_PRODUCT_ENGLISH),
      publishedAt: undefined,
    };
  }
  return {
    ref: product.ref,
    title: product.title ?? "",
    price: centsToEuroText(product.priceCents),
    discount: product.discount,
    categoryId: product.categoryId as number,
    brandId: product.brandId,
    colorId: product.colorId,
    colorManual: product.colorManual ?? "",
    tagIds: product.tagIds,
    sizes: product.sizes,
    pictures: product.pictures,
    thumbnailIndex: product.thumbnailIndex,
    newCollection: product.newCollection,
    featured: product.featured,
    active: product.active,
    description: product.description,
    details: productDetailsInput(product.details),
    english: englishInput(product.english),
    publishedAt: product.publishedAt,
  };
}

const idOrNull = (value: unknown) => (value === "" || value == null ? null : Number(value));
const idOrUndefined = (value: unknown) =>
  value === "" || value == null ? undefined : Number(value);

/** The first message among a list field's errors (the list's own, or one of its items'). */
function listError(errors: FieldErrors<ProductInput>, name: "pictures" | "sizes") {
  const error = get(errors, name) as { message?: string } | Array<{ message?: string }> | undefined;
  if (!error) return undefined;
  if (Array.isArray(error)) return error.find((item) => item?.message)?.message;
  return error.message;
}

/** The price the storefront will show, as the person types it, in the product's running sale. */
function FinalPrice(props: { price: string; discount: unknown; sale: ProductSaleNow }) {
  const cents = parseEuros(props.price);
  const percent = Number(props.discount);
  if (cents === null || !Number.isInteger(percent) || percent < 0 || percent > 90) return null;
  return (
    <p className={styles.finalPrice} aria-live="polite">
      {priceNowLine({ priceCents: cents, discount: percent, sale: props.sale })}
    </p>
  );
}

function TagsField({ form: product, tags }: { form: Form; tags: ProductChoices["tags"] }) {
  const { field } = useController({ control: product.control, name: "tagIds" });
  const error = fieldError(product, "tagIds");
  if (tags.length === 0) return <p className={styles.hint}>{texts.noTags}</p>;
  return (
    <fieldset className={styles.checkboxes} aria-invalid={error ? true : undefined}>
      <legend className={styles.legend}>{texts.tags}</legend>
      {tags.map((tag) => (
        <label key={tag.id}>
          <input
            type="checkbox"
            checked={field.value.includes(tag.id)}
            onChange={(event) =>
              field.onChange(
                event.target.checked
                  ? [...field.value, tag.id]
                  : field.value.filter((id) => id !== tag.id),
              )
            }
          />
          {tag.name}
        </label>
      ))}
      {error && <p className={styles.error}>{error}</p>}
    </fieldset>
  );
}

function PictureAndSizeFields({
  form: product,
  stock,
}: {
  form: Form;
  stock: Record<string, number>;
}) {
  const id = useId();
  const sizes = useController({ control: product.control, name: "sizes" });
  const pictures = useController({ control: product.control, name: "pictures" });
  const thumbnail = useController({ control: product.control, name: "thumbnailIndex" });
  const { errors } = product.formState;
  return (
    <>
      <div className={`panel ${styles.section}`}>
        <SizesField
          id={`${id}-sizes`}
          value={sizes.field.value}
          onChange={sizes.field.onChange}
          stock={stock}
          error={listError(errors, "sizes")}
        />
      </div>
      <div className={`panel ${styles.section}`}>
        <PicturesField
          id={`${id}-pictures`}
          value={{ pictures: pictures.field.value, thumbnailIndex: thumbnail.field.value }}
          onChange={(list) => {
            pictures.field.onChange(list.pictures);
            thumbnail.field.onChange(list.thumbnailIndex);
          }}
          error={listError(errors, "pictures") ?? fieldError(product, "thumbnailIndex")}
        />
      </div>
    </>
  );
}

/**
 * Every field of a product the storefront shows. Guardar sends the product with the version it
 * was loaded at; the server's field messages land on the fields, and a product someone else
 * changed meanwhile is never overwritten (the form offers to load it again).
 */
export function ProductForm(props: {
  product: ProductDetail | undefined;
  choices: ProductChoices;
  readOnly: boolean;
  onSaved: (product: ProductDetail) => void;
  /** Loads the product again (after someone else saved it meanwhile). */
  onReload: () => void;
}) {
  const { product, choices } = props;
  const id = useId();
  const productForm: Form = useForm<ProductInput, unknown, ProductValues>({
    resolver: zodResolver(ProductInputSchema),
    defaultValues: valuesOf(product),
  });
  const { register, formState } = productForm;
  const { failure, setFailure, fail } = useFormFailure(productForm);
  const [changedMeanwhile, setChangedMeanwhile] = useState(false);
  const error = (name: Path<ProductInput>) => fieldError(productForm, name);
  const field = (name: string) => `${id}-${name}`;

  const save = productForm.handleSubmit(async () => {
    setFailure(null);
    // The typed text goes to the server, which parses it with the same schema.
    const values = productForm.getValues();
    try {
      const saved = product
        ? await updateProduct(product.id, { ...values, updatedAt: product.updatedAt })
        : await createProduct(values);
      productForm.reset(valuesOf(saved));
      props.onSaved(saved);
    } catch (failed) {
      const apiError = apiErrorOf(failed);
      setChangedMeanwhile(apiError?.code === "CONFLICT" && !apiError.fields);
      fail(failed);
    }
  });

  return (
    <form className={`${form.form} ${styles.form}`} noValidate onSubmit={save}>
      <UnsavedChangesGuard when={formState.isDirty && !formState.isSubmitting} />
      <fieldset className={styles.formBody} disabled={props.readOnly}>
        <div className={`panel ${styles.section}`}>
          <h2 className={styles.sectionTitle}>{texts.identity}</h2>
          <FieldGrid>
            <Field
              id={field("ref")}
              label={texts.ref}
              hint={texts.refHint}
              error={error("ref")}
              required
              compact
            >
              <input
                className="input"
                autoComplete="off"
                spellCheck={false}
                {...fieldAria(field("ref"), error("ref"), true)}
                {...register("ref")}
              />
            </Field>
            <Field
              id={field("title")}
              label={texts.title}
              hint={texts.titleHint}
              error={error("title")}
              compact
            >
              <input
                className="input"
                {...fieldAria(field("title"), error("title"), true)}
                {...register("title")}
              />
            </Field>
          </FieldGrid>
        </div>

        <div className={`panel ${styles.section}`}>
          <h2 className={styles.sectionTitle}>{texts.pricing}</h2>
          <FieldGrid>
            <Field
              id={field("price")}
              label={texts.price}
              hint={texts.priceHint}
              error={error("price")}
              required
              compact
            >
              <input
                className="input"
                inputMode="decimal"
                autoComplete="off"
                {...fieldAria(field("price"), error("price"), true)}
                {...register("price")}
              />
            </Field>
            <Field
              id={field("discount")}
              label={texts.discount}
              hint={texts.discountHint}
              error={error("discount")}
              compact
            >
              <input
                className="input"
                type="number"
                inputMode="numeric"
                min={0}
                max={90}
                step={1}
                {...fieldAria(field("discount"), error("discount"), true)}
                {...register("discount")}
              />
            </Field>
          </FieldGrid>
          <FinalPrice
            price={productForm.watch("price")}
            discount={productForm.watch("discount")}
            sale={product?.sale ?? null}
          />
        </div>

        <PlacementField
          id={field("categoryId")}
          categories={choices.categories}
          categoryId={productForm.watch("categoryId")}
          field={register("categoryId", { setValueAs: idOrUndefined })}
          error={error("categoryId")}
        />

        <div className={`panel ${styles.section}`}>
          <h2 className={styles.sectionTitle}>{texts.details}</h2>
          <FieldGrid>
            <Field id={field("brandId")} label={texts.brand} error={error("brandId")} compact>
              <select
                className="input"
                {...fieldAria(field("brandId"), error("brandId"))}
                {...register("brandId", { setValueAs: idOrNull })}
              >
                <option value="">{texts.noBrand}</option>
                {choices.brands.map((brand) => (
                  <option key={brand.id} value={brand.id}>
                    {brand.name}
                  </option>
                ))}
              </select>
            </Field>
            <Field id={field("colorId")} label={texts.color} error={error("colorId")} compact>
              <select
                className="input"
                {...fieldAria(field("colorId"), error("colorId"))}
                {...register("colorId", { setValueAs: idOrNull })}
              >
                <option value="">{texts.noColor}</option>
                {choices.colors.map((color) => (
                  <option key={color.id} value={color.id}>
                    {color.name}
                  </option>
                ))}
              </select>
            </Field>
            <Field
              id={field("colorManual")}
              label={texts.colorManual}
              hint={texts.colorManualHint}
              error={error("colorManual")}
              optional
              wide
              compact
            >
              <input
                className="input"
                {...fieldAria(field("colorManual"), error("colorManual"), true)}
                {...register("colorManual")}
              />
            </Field>
          </FieldGrid>
          <TagsField form={productForm} tags={choices.tags} />
        </div>

        <PictureAndSizeFields form={productForm} stock={product?.sizeStock ?? {}} />

        <div className={`panel ${styles.section}`}>
          <h2 className={styles.sectionTitle}>{texts.text}</h2>
          <Field
            id={field("description")}
            label={texts.description}
            hint={texts.descriptionHint}
            error={error("description")}
            optional
            compact
          >
            <textarea
              className={`input ${styles.textarea}`}
              rows={6}
              {...fieldAria(field("description"), error("description"), true)}
              {...register("description")}
            />
          </Field>
        </div>

        <DetailsField form={productForm} />

        <ProductEnglishFields form={productForm} />

        <div className={`panel ${styles.section}`}>
          <h2 className={styles.sectionTitle}>{texts.publishing}</h2>
          <div className={styles.checkboxes}>
            <label>
              <input type="checkbox" {...register("active")} />
              {texts.active}
            </label>
            <label>
              <input type="checkbox" {...register("newCollection")} />
              {texts.newCollection}
            </label>
            <label>
              <input type="checkbox" {...register("featured")} />
              {texts.featured}
            </label>
          </div>
          <FieldGrid>
            <Field
              id={field("publishedAt")}
              label={texts.publishedAt}
              hint={texts.publishedAtHint}
              error={error("publishedAt")}
              compact
            >
              <input
                className="input"
                type="date"
                {...fieldAria(field("publishedAt"), error("publishedAt"), true)}
                {...register("publishedAt", { setValueAs: (value) => value || undefined })}
              />
            </Field>
          </FieldGrid>
        </div>
      </fieldset>

      {!props.readOnly && (
        <SaveBar failure={failure}>
          <button type="submit" className="button" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? texts.saving : texts.save}
          </button>
          {changedMeanwhile && (
            <button type="button" className="button button--secondary" onClick={props.onReload}>
              {texts.reload}
            </button>
          )}
        </SaveBar>
      )}
    </form>
  );
}
