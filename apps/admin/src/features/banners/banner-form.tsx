import { zodResolver } from "@hookform/resolvers/zod";
import { type BannerInput, BannerInputSchema, type BannerItem } from "@shop/shared";
import { Field, FieldGrid, fieldAria, fieldError, useFormFailure } from "@shop/ui";
import { useId } from "react";
import { Controller, useForm } from "react-hook-form";
import { EditPanel } from "../../components/edit-panel";
import { EnglishField, englishValue } from "../../components/english";
import { PictureField } from "../../components/picture-field";
import { englishLabels } from "../../components/texts";
import { banners } from "./api";
import { bannersTexts as texts } from "./texts";

/**
 * A home banner: its picture, the three lines of text over it (each in English too, for the
 * English storefront), its link and its days.
 */
export function BannerForm(props: {
  banner: BannerItem | null;
  onSaved: (items: BannerItem[], message: string) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const { banner } = props;
  const values = useForm<BannerInput>({
    resolver: zodResolver(BannerInputSchema, undefined, { raw: true }),
    defaultValues: {
      image: banner?.image ?? "",
      title: banner?.title ?? "",
      subtitle: banner?.subtitle ?? "",
      text: banner?.text ?? "",
      titleEn: englishValue(banner?.titleEn),
      subtitleEn: englishValue(banner?.subtitleEn),
      textEn: englishValue(banner?.textEn),
      link: banner?.link ?? "",
      startsOn: banner?.startsOn ?? "",
      endsOn: banner?.endsOn ?? "",
    },
  });
  const { failure, setFailure, fail } = useFormFailure(values);
  const error = (name: keyof BannerInput) => fieldError(values, name);

  async function send(input: BannerInput) {
    setFailure(null);
    try {
      const items = banner ? await banners.update(banner.id, input) : await banners.create(input);
      props.onSaved(items, banner ? texts.saved : texts.created);
    } catch (reason) {
      fail(reason);
    }
  }

  const text = (name: "title" | "subtitle", label: string) => (
    <Field id={`${id}-${name}`} label={label} error={error(name)} optional compact wide>
      <input
        className="input"
        {...fieldAria(`${id}-${name}`, error(name))}
        {...values.register(name)}
      />
    </Field>
  );
  const english = (
    name: "titleEn" | "subtitleEn" | "textEn",
    portuguese: "title" | "subtitle" | "text",
  ) => (
    <EnglishField
      id={`${id}-${name}`}
      label={englishLabels[portuguese]}
      portuguese={values.watch(portuguese)}
      error={error(name)}
      registration={values.register(name)}
      wide
    />
  );
  const day = (name: "startsOn" | "endsOn", label: string, hint: string) => (
    <Field id={`${id}-${name}`} label={label} error={error(name)} hint={hint} optional compact>
      <input
        type="date"
        className="input"
        {...fieldAria(`${id}-${name}`, error(name), true)}
        {...values.register(name)}
      />
    </Field>
  );

  return (
    <EditPanel
      title={banner ? texts.editTitle : texts.newTitle}
      onSubmit={values.handleSubmit(send)}
      failure={failure}
      submitting={values.formState.isSubmitting}
      onCancel={props.onCancel}
    >
      <FieldGrid>
        <Controller
          control={values.control}
          name="image"
          render={({ field }) => (
            <PictureField
              id={`${id}-image`}
              label={texts.image}
              hint={texts.imageHint}
              value={field.value}
              onChange={field.onChange}
              error={error("image")}
            />
          )}
        />
        {text("title", texts.bannerTitle)}
        {english("titleEn", "title")}
        {text("subtitle", texts.subtitle)}
        {english("subtitleEn", "subtitle")}
        <Field id={`${id}-text`} label={texts.text} error={error("text")} optional compact wide>
          <textarea
            className="input"
            rows={3}
            {...fieldAria(`${id}-text`, error("text"))}
            {...values.register("text")}
          />
        </Field>
        {english("textEn", "text")}
        <Field
          id={`${id}-link`}
          label={texts.link}
          error={error("link")}
          hint={texts.linkHint}
          optional
          compact
          wide
        >
          <input
            className="input"
            inputMode="url"
            {...fieldAria(`${id}-link`, error("link"), true)}
            {...values.register("link")}
          />
        </Field>
        {day("startsOn", texts.startsOn, texts.startsOnHint)}
        {day("endsOn", texts.endsOn, texts.endsOnHint)}
      </FieldGrid>
    </EditPanel>
  );
}
