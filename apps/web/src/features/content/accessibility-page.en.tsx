import { Link } from "react-router";
import { useDocumentTitle } from "../../lib/document-title";
import { useTexts } from "../../lib/i18n/use-texts";
import { usePersistent } from "../../lib/persistent";
import {
  EmailLink,
  ExternalLink,
  LegalPage,
  Section,
  TableOfContents,
  telHref,
  useScrollToHash,
} from "./content-parts";
import {
  accessibilitySections as portugueseSections,
  accessibilityTexts as portugueseTexts,
  SHOP_NAME,
} from "./texts";
import { TranslationNotice } from "./translation-notice.en";

const TITLE_ID = "acessibilidade-titulo";

/** The accessibility statement in English (accessibility-page.tsx has the Portuguese, which prevails). */
export function AccessibilityPage() {
  const texts = useTexts(portugueseTexts);
  const s = useTexts(portugueseSections);
  useDocumentTitle(texts.title);
  const { settings } = usePersistent();
  useScrollToHash();

  return (
    <LegalPage
      titleId={TITLE_ID}
      title={texts.title}
      notice={<TranslationNotice />}
      lead={
        <>
          We want everyone to be able to shop at the {SHOP_NAME} online shop, however they use it:
          with a mouse, a keyboard, a screen reader, magnification or on a phone.
        </>
      }
    >
      <TableOfContents sections={s} />

      <Section section={s.commitment}>
        <p>
          {SHOP_NAME} is committed to making its online shop accessible, under Decree-Law no.
          82/2022 of 6 December, which transposes Directive (EU) 2019/882 (the European
          Accessibility Act), applicable to e-commerce services since 28 June 2025.
        </p>
        <p>
          This statement applies to every page of the online shop, from the catalogue to the
          payment, the customer area, each order's page and the{" "}
          <Link to="/withdrawal">contract withdrawal</Link> function.
        </p>
      </Section>

      <Section section={s.status}>
        <p>
          The reference is the European standard EN 301 549, which refers to the{" "}
          <strong>Web Content Accessibility Guidelines (WCAG) 2.2, level AA</strong>.
        </p>
        <p>
          The online shop is <strong>partially compliant</strong>: its pages meet the criteria
          checked, with the limitations given in the next section.
        </p>
      </Section>

      <Section section={s.limits}>
        <ul>
          <li>
            The PDF documents (invoices, credit notes and the model withdrawal form sent with the
            order's confirmation) are not tagged PDFs. The same information is available as a web
            page: on the order's page, in the customer area and in the{" "}
            <Link to="/terms#formulario">Terms and Conditions</Link>.
          </li>
          <li>
            The card details form is presented by the payment service provider, inside our page; its
            accessibility depends on that provider. Payments by MULTIBANCO reference and MB WAY do
            not use it.
          </li>
          <li>
            Product pictures are described by the product's name; the colour, the material and the
            sizes are written on each product's page.
          </li>
        </ul>
      </Section>

      <Section section={s.checks}>
        <p>The assessment was made by {SHOP_NAME} itself, as follows:</p>
        <ul>
          <li>
            automatic checks with the axe tool on every page of the shop, at a phone's width (375
            pixels) and a computer's (1440 pixels), repeated on every change of the shop before it
            is published: no serious or critical failure is accepted;
          </li>
          <li>
            keyboard use tests (focus order and visibility, menus, dialogs, forms and payment) and
            checks of names and roles with a screen reader;
          </li>
          <li>checks of colour contrast and of reading with magnification up to 200%.</li>
        </ul>
        <p>
          This statement was prepared on {texts.reviewed} and is reviewed on every relevant change
          of the shop.
        </p>
      </Section>

      <Section section={s.feedback}>
        <p>
          If you meet a barrier (a page, a button or content you cannot use), tell us where and what
          happened. We answer within {texts.answerDays} working days and, if the content cannot be
          fixed at once, we send you the information or complete the purchase with you by other
          means.
        </p>
        <ul>
          <li>
            through the <Link to="/contacts">contact form</Link>
            {";"}
          </li>
          {settings.contact_email && (
            <li>
              by email, to <EmailLink settings={settings} />
              {";"}
            </li>
          )}
          {settings.contact_phone && (
            <li>
              by phone, on <a href={telHref(settings.contact_phone)}>{settings.contact_phone}</a>.
            </li>
          )}
        </ul>
      </Section>

      <Section section={s.enforcement}>
        <p>
          If the answer does not satisfy you, you can file a complaint in the Electronic Complaints
          Book, at{" "}
          <ExternalLink href="https://www.livroreclamacoes.pt">
            www.livroreclamacoes.pt
          </ExternalLink>
          , or with the authorities that enforce Decree-Law no. 82/2022. More about your rights on
          the Consumer Portal, at{" "}
          <ExternalLink href="https://www.consumidor.gov.pt">www.consumidor.gov.pt</ExternalLink>.
        </p>
      </Section>
    </LegalPage>
  );
}
