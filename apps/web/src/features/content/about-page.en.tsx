import { Link } from "react-router";
import { AboutLayout } from "./about-layout";
import { FOUNDING_YEAR, SHOP_NAME } from "./texts";
import { TranslationNotice } from "./translation-notice.en";

/** About us, in English (about-page.tsx has the Portuguese, which prevails). */
export function AboutPage() {
  return (
    <AboutLayout
      notice={<TranslationNotice />}
      prose={{
        intro: (
          <>
            {SHOP_NAME} opened its doors in Lisbon in {FOUNDING_YEAR} with a simple idea: to offer
            quality shoes and to give every customer the time and the advice they need to choose
            well. That is still the way we work today.
          </>
        ),
        history: (
          <>
            Over more than four decades we have served several generations of customers and seen
            fashion change, without losing what sets us apart: knowing well what we sell and who
            visits us. Our online shop joined our stores, so that you can find our collections
            wherever you are.
          </>
        ),
        brands: (
          <>
            We carry Portuguese brands, born of a shoe industry known for its quality, and brands
            from Italy, Spain and Germany, chosen for their comfort, their materials and the care of
            their finish. Every season we select shoes and accessories for women and men, from the
            classic models to the new collection.
          </>
        ),
        collections: (
          <>
            We also develop exclusive collections, made together with dedicated workshops. We follow
            each model from the drawing to the finish, which lets us adjust shapes, materials and
            colours and, when needed, make shoes <Link to="/customize">to measure</Link>: half
            sizes, pairs with a different size for each foot, another sole or another heel height.
          </>
        ),
        service: (
          <>
            In the store or online, our team is there to advise you on the right size, the model
            that suits each occasion and how to care for each pair. If you have a question before or
            after your purchase, just talk to us.
          </>
        ),
        visit: (storeCount) =>
          storeCount > 1
            ? `We have ${storeCount} stores in Lisbon, where you can try our collections with the help of people who know shoes.`
            : "We look forward to seeing you in Lisbon, to try our collections with the help of people who know shoes.",
      }}
    />
  );
}
