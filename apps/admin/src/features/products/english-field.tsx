import type { ProductInput, ProductValues } from "@shop/shared";
import { FieldGrid, fieldError } from "@shop/ui";
import { useId } from "react";
import type { Path, useForm } from "react-hook-form";
import { EnglishField } from "../../components/english";
import { englishLabels } from "../../components/texts";
import styles from "./products.module.css";
import { productEnglishTexts as texts } from "./texts";

type Form = ReturnType<typeof useForm<ProductInput, unknown, ProductValues>>;
type EnglishName = keyof NonNullable<ProductInput["english"]>;

/** Where each English field's Portuguese is in the form (the longer ones are text areas). */
const FIELDS: { name: EnglishName; portuguese: Path<ProductInput>; long?: boolean }[] = [
  { name: "title", portuguese: "title" },
  { name: "description", portuguese: "description", long: true },
  { name: "colorManual", portuguese: "colorManual" },
  { name: "upperMaterial", portuguese: "details.upperMaterial" },
  { name: "lining", portuguese: "details.lining" },
  { name: "sole", portuguese: "details.sole" },
  { name: "madeIn", portuguese: "details.madeIn" },
  { name: "fitNote", portuguese: "details.fitNote" },
  { name: "care", portuguese: "details.care", long: true },
];

function EnglishInput(props: { form: Form; field: (typeof FIELDS)[number] }) {
  const { form, field } = props;
  const path = `english.${field.name}` as Path<ProductInput>;
  const portuguese = form.watch(field.portuguese);
  return (
    <EnglishField
      id={`${useId()}-english-${field.name}`}
      label={englishLabels[field.name]}
      portuguese={typeof portuguese === "string" ? portuguese : null}
      error={fieldError(form, path)}
      registration={form.register(path)}
      wide={field.long}
      rows={field.long ? 4 : undefined}
      areaClassName={styles.textarea}
    />
  );
}

/**
 * The product's worded fields in English, each with its Portuguese as the hint: what the English
 * storefront shows (the Portuguese where one is left empty).
 */
export function ProductEnglishFields({ form }: { form: Form }) {
  return (
    <div className={`panel ${styles.section}`}>
      <h2 className={styles.sectionTitle}>{texts.title}</h2>
      <p className={styles.hint}>{texts.intro}</p>
      <FieldGrid>
        {FIELDS.map((field) => (
          <EnglishInput key={field.name} form={form} field={field} />
        ))}
      </FieldGrid>
    </div>
  );
}
