import { Link } from "react-router";
import { CustomizeLayout } from "./customize-layout";
import { termsSections } from "./texts";
import { TranslationNotice } from "./translation-notice.en";

/** Made to measure, in English (customize-page.tsx has the Portuguese, which prevails). */
export function CustomizePage() {
  return (
    <CustomizeLayout
      notice={<TranslationNotice />}
      prose={{
        intro: (
          <>
            Because no two feet are alike, many of our models can be made to measure. Thanks to the
            workshops we work with, we adapt the size, the colour, the sole, the material and the
            heel height to what you are looking for.
          </>
        ),
        blocks: {
          sizes:
            "Can't find your size in stock? We make the model in the size you need, half sizes included, such as 37.5.",
          colors:
            "Like the model but would rather have another colour? We change the colours of the leather, the stitching or the details to match your style.",
          sole: "We replace the sole with a lighter, more flexible or non-slip one, for more comfort and safety every day.",
          material:
            "Leather, suede, patent leather or fabric: choose the material that best suits the season, the occasion and your taste.",
          heel: "We raise or lower the heel so that the model is as elegant as it is comfortable, at the height you prefer.",
          asymmetric:
            "Not every pair of feet is the same size. We make odd pairs, with a different size for each foot.",
        },
        cta: (
          <>
            Talk to us or visit one of our stores in Lisbon: we will look with you at what can be
            done and give you the price and the time it takes, which depend on the model and on the
            changes you want.
          </>
        ),
        note: (
          <>
            Made-to-measure items are not covered by the right of withdrawal (see the{" "}
            <Link to={`/terms#${termsSections.withdrawal.id}`}>Terms and Conditions</Link>), but
            they do have the legal guarantee.
          </>
        ),
      }}
    />
  );
}
