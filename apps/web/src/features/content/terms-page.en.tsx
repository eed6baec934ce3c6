import {
  deliveryLeadTime,
  formatVatPercent,
  guaranteeNoticeEn,
  MULTIBANCO_VALID_HOURS,
  REFUND_DEADLINE_DAYS,
  routerPathIn,
  shopVatRates,
  WITHDRAWAL_PATH,
  withdrawalForm,
} from "@shop/shared";
import { Link } from "react-router";
import { useDocumentTitle } from "../../lib/document-title";
import { useTexts } from "../../lib/i18n/use-texts";
import { usePersistent } from "../../lib/persistent";
import {
  AnchorLink,
  ContactDetails,
  companyName,
  EmailLink,
  ExternalLink,
  LegalPage,
  Section,
  TableOfContents,
  useScrollToHash,
} from "./content-parts";
import { GuaranteeNoticeBox, WithdrawalFormBox, withoutNumber } from "./legal-parts";
import {
  LEGAL_WITHDRAWAL_DAYS,
  termsSections as portugueseSections,
  termsTexts as portugueseTexts,
  SHOP_NAME,
  SHOP_RETURN_DAYS,
} from "./texts";
import { TranslationNotice } from "./translation-notice.en";

const TITLE_ID = "termos-titulo";

/** The Terms and Conditions in English (terms-page.tsx has the Portuguese, which prevails). */
export function TermsPage() {
  const termsTexts = useTexts(portugueseTexts);
  const s = useTexts(portugueseSections);
  useDocumentTitle(termsTexts.title);
  const { settings, countryGroups } = usePersistent();
  useScrollToHash();
  const company = companyName(settings);
  const rates = shopVatRates(settings);
  const vatPercent = rates.mainland;

  return (
    <LegalPage
      titleId={TITLE_ID}
      title={termsTexts.title}
      notice={<TranslationNotice />}
      lead={
        <>
          These Terms and Conditions govern purchases made in the {SHOP_NAME} online shop. We ask
          customers to read them carefully before placing an order.
        </>
      }
    >
      <TableOfContents sections={s} />

      <Section section={s.company}>
        <p>The {SHOP_NAME} online shop is run by:</p>
        <ContactDetails settings={settings} withShareCapital />
        <p>
          For any question about these Terms and Conditions or about an order, customers can reach
          us by the means given above or through our <Link to="/contacts">contact page</Link>.
        </p>
      </Section>

      <Section section={s.scope}>
        <p>
          These Terms and Conditions apply to the sale of shoes and accessories through this
          website. By completing an order, the customer declares that they have read and accepted
          the Terms and Conditions in force on that date, which are the ones that apply to that
          order.
        </p>
        <p>
          Buying does not require registration: customers can buy without creating an account,
          giving their email and their mobile phone number. With an account, they can also save
          addresses and favourites and see the history of their orders.
        </p>
        <p>
          The rights the law gives consumers are neither excluded nor limited by these Terms and
          Conditions.
        </p>
      </Section>

      <Section section={s.orders}>
        <p>
          To order, the customer chooses the items and the sizes they want, gives their contact
          details, the delivery address and, if they wish, the billing details (name and tax number,
          NIF). Without billing details, the invoice is issued to a final consumer. Before the order
          is completed, the summary of the order, the delivery charges and the total price, VAT
          included, are shown.
        </p>
        <p>
          Once the order is completed, we send a confirmation to the email given, with the{" "}
          <strong>order code</strong>, which should be quoted in any contact about the order. If it
          does not arrive, the customer should check their junk mail (spam) folder or contact us.
          Registered customers can follow the state of their orders in{" "}
          <Link to="/account/purchases">My purchases</Link>:
        </p>
        <ul>
          <li>
            <strong>AWAITING PAYMENT</strong>: the order is waiting for the MULTIBANCO reference to
            be paid;
          </li>
          <li>
            <strong>BEING PREPARED</strong>: the payment has been confirmed and the order is being
            prepared;
          </li>
          <li>
            <strong>AWAITING PICKUP</strong>: the order is ready and waiting to be collected by the
            carrier;
          </li>
          <li>
            <strong>IN TRANSIT</strong>: the order has been handed to the carrier and is on its way;
          </li>
          <li>
            <strong>DELIVERED</strong>: the order has been delivered to the address given;
          </li>
          <li>
            <strong>CANCELLED</strong>: the order has been cancelled.
          </li>
        </ul>
      </Section>

      <Section section={s.prices}>
        <p>
          All prices are shown in euros (€) and include VAT at the legal rate in force in mainland
          Portugal{vatPercent > 0 ? ` (currently ${formatVatPercent(vatPercent, "en")})` : ""}. All
          payments are processed in euros.
        </p>
        <p>
          The VAT due follows the place of delivery: deliveries to Madeira and the Azores bear the
          rate of the Autonomous Region concerned ({formatVatPercent(rates.madeira, "en")} and{" "}
          {formatVatPercent(rates.azores, "en")}), and deliveries outside the European Union are
          exports exempt from VAT (the country of destination may charge duties and taxes on
          delivery). In these cases, the total is worked out from the price without VAT and shown
          before the order is completed.
        </p>
        <p>
          Delivery charges, when due, are added to the price of the items. Their amount depends on
          the country of delivery and is always shown before the order is completed.
        </p>
        <p>
          Prices and promotions may change at any time, without notice. Such changes do not apply to
          orders already confirmed: the price in force when the order was placed is always honoured.
        </p>
      </Section>

      <Section section={s.payment}>
        <p>The customer can pay for the order by one of the following means:</p>
        <ul>
          <li>
            <strong>MULTIBANCO reference</strong>: once the order is completed, the entity, the
            reference and the amount to pay are shown, and the amount can be paid at any MULTIBANCO
            cash machine or through online banking. The reference is valid for{" "}
            {MULTIBANCO_VALID_HOURS} hours; if the payment is not made within that time, the
            reference is no longer valid and the order is not processed.
          </li>
          <li>
            <strong>MB WAY</strong>: the customer gives the mobile phone number linked to their MB
            WAY account and accepts the payment request in the app within the time shown at
            checkout; without that acceptance, the request expires and the order is not processed.
          </li>
          <li>
            <strong>Card</strong>: payment by credit or debit card is processed securely by an
            authorised payment service provider. The card details are entered directly in that
            provider's form: {SHOP_NAME} has no access to them and does not keep them.
          </li>
        </ul>
        <p>
          Refunds are always made by the means with which the order was paid: to the card, by MB WAY
          to the phone used to pay or, for payments by MULTIBANCO reference, by bank transfer to the
          IBAN the customer gives.
        </p>
        <p>
          Using any of these means of payment costs the customer nothing. The order is only prepared
          once the payment is confirmed.
        </p>
      </Section>

      <Section section={s.delivery}>
        <p>
          Orders are delivered to the address the customer gives, on working days, by 7 pm. The
          delivery time depends on the destination and counts from the confirmation of the payment:
        </p>
        <ul>
          {Object.values(countryGroups).map((group) => (
            <li key={group.id}>
              <strong>{group.name}</strong>: {deliveryLeadTime(group.deliveryDays, "en")}
            </li>
          ))}
        </ul>
        <p>
          In any case, delivery is made within the maximum of 30 days set by law, unless another
          time is agreed with the customer.
        </p>
        <p>
          Delivery charges, when due, are worked out by the country of delivery and shown in the
          cart and at checkout, before the order is completed.
        </p>
        <p>
          When the order is dispatched, we give the carrier's tracking link or tracking number, with
          which the customer can follow the delivery.
        </p>
        <p>
          On delivery, the customer should check the state of the package. If it shows visible
          damage, they should record it with the carrier and tell us as soon as possible.
        </p>
      </Section>

      <Section section={s.cancellation}>
        <h3>By the customer</h3>
        <p>
          The customer can cancel the order until they receive it. As long as we have not started
          preparing it for dispatch, they cancel it themselves, with the «Cancel order» button in
          the customer area («My purchases») or on the order's page, whose link comes in every email
          about the order. After that, contact us by email (
          <EmailLink settings={settings} />) or by phone, quoting the order code.
        </p>
        <p>
          An order not yet dispatched is cancelled and the amount paid is refunded in full: to the
          card or by MB WAY, as it was paid, or, if it was paid by MULTIBANCO reference, by bank
          transfer to the IBAN the customer gives, no later than {REFUND_DEADLINE_DAYS} days after
          the cancellation. An email confirms the cancellation, and the invoice is voided by a
          credit note. An order not yet paid is simply cancelled. If it has already been dispatched,
          the cancellation is handled as a return, under the section «
          <AnchorLink targetId={s.withdrawal.id}>{withoutNumber(s.withdrawal.heading)}</AnchorLink>
          ».
        </p>
        <h3>By {SHOP_NAME}</h3>
        <p>
          Our items are also sold in our physical stores, so, exceptionally, an item ordered may no
          longer be in stock. In that case, we may cancel the order: the customer is told by email
          or phone and the amount paid is refunded in full, by the same means of payment (by bank
          transfer, if it was paid by MULTIBANCO reference), within {REFUND_DEADLINE_DAYS} days at
          the latest.
        </p>
      </Section>

      <Section section={s.withdrawal}>
        <h3>The legal right of withdrawal</h3>
        <p>
          Under Decree-Law no. 24/2014 (Decreto-Lei n.º 24/2014) of 14 February, the consumer has{" "}
          {LEGAL_WITHDRAWAL_DAYS} days to withdraw from a contract concluded at a distance, without
          giving any reason and at no cost other than the costs of returning the items mentioned
          below. That period runs from the day on which the customer, or a third party they name
          other than the carrier, acquires physical possession of the items.
        </p>
        <h3>Our extended period of {SHOP_RETURN_DAYS} days</h3>
        <p>
          Beyond the legal right, {SHOP_NAME} extends that period to{" "}
          <strong>{SHOP_RETURN_DAYS} days from the delivery of the order</strong> (the day the
          customer receives it or collects it in a store): during that time, the customer can return
          any item without giving a reason and at no cost, except the postage of the return. This
          extended period is in addition to the legal right and does not limit it.
        </p>
        <h3>How to exercise the right</h3>
        <p>
          The simplest way is the{" "}
          <Link to={routerPathIn(WITHDRAWAL_PATH, "en")}>«Withdraw from the contract here»</Link>{" "}
          function, in the footer of every page: give the order code and the email the order was
          placed with (or choose the order in the customer area) and confirm. We immediately send an
          acknowledgement of receipt by email, with the date and the time. The customer can also
          request the return online, with the «Return or exchange items» button in the customer area
          («My purchases») or on the order's page, whose link comes in every email about the order:
          they choose the items, the sizes and the quantities, give the reason if they wish to, and
          receive the shipping instructions by email. Until we receive the items, they can cancel
          the request in the same place.
        </p>
        <p>
          Alternatively, before the period ends, the customer can tell us of their decision by an
          unequivocal statement, quoting the order code: by email to{" "}
          <EmailLink settings={settings} />, by letter to {settings.contact_address}, or using the{" "}
          <AnchorLink targetId={s.withdrawalForm.id}>model withdrawal form</AnchorLink>, which is
          not compulsory. Handing the items in at one of our{" "}
          <Link to="/stores">physical stores</Link> within the period also counts as telling us. To
          meet the deadline, it is enough to send the communication before the period ends.
        </p>
        <h3>Returning the items</h3>
        <p>
          The customer must return the items without undue delay and at the latest{" "}
          {LEGAL_WITHDRAWAL_DAYS} days after telling us of their decision, at any of our physical
          stores or by post to the address given above. The costs of returning them by post are
          borne by the customer.
        </p>
        <p>
          Neither the original packaging nor a copy of the invoice is needed. The customer may try
          the items on as they would in a store, and is only liable for any loss of value resulting
          from handling beyond what is necessary to establish their nature, characteristics and
          functioning.
        </p>
        <h3>Refund</h3>
        <p>
          We refund every payment received, including the delivery charges of the original delivery
          (up to the cost of the basic delivery) when the withdrawal covers the whole order, no
          later than {REFUND_DEADLINE_DAYS} calendar days after the date on which we are informed of
          the decision to withdraw; we may, however, withhold the refund until we have received the
          items back or the customer has supplied proof of having sent them, whichever is earliest.
          A refund made after that period is due in double, under article 12 of Decree-Law no.
          24/2014.
        </p>
        <p>
          The refund is made by the means with which the order was paid: to the card, by MB WAY to
          the phone used to pay or, for payments by MULTIBANCO reference, by bank transfer to the
          IBAN the customer gives, at no cost to the customer. For each refund we issue a credit
          note, which the customer finds in the customer area and on the order's page, and we send
          an email at each step: request registered, items received, return accepted or refused
          (with the reason) and refund.
        </p>
        <h3>Exceptions</h3>
        <p>
          Under article 17 of Decree-Law no. 24/2014, the right of withdrawal does not apply to
          goods made to the customer's specifications or clearly personalised, such as shoes made{" "}
          <Link to="/customize">to measure</Link>. These items naturally have the legal guarantee.
        </p>
      </Section>

      <Section section={s.exchanges}>
        <p>
          Within {SHOP_RETURN_DAYS} days of the delivery of the order, the customer can exchange an
          item for another size of the same model, subject to stock. For another model or product,
          the customer returns the item, with a refund, and places a new order.
        </p>
        <p>
          An exchange is requested like a return: online, with the «Return or exchange items» button
          in the customer area or on the order's page, choosing the size wanted, which is held for
          the customer from that moment; or by post or at one of our{" "}
          <Link to="/stores">physical stores</Link>, quoting the order code. Once the exchange is
          accepted, we send the new size in a new order, at no cost, and the customer follows it
          like any other order.
        </p>
        <p>
          The items are handed in at any of our physical stores or sent by post, on the same terms
          as returns, with neither the original packaging nor a copy of the invoice needed. For
          exchanges by post, the postage of the return is borne by the customer.
        </p>
      </Section>

      <Section section={s.withdrawalForm}>
        <p>
          The customer can copy, print and fill in the following model, set out in the annex of
          Decree-Law no. 24/2014, and send it by email or by letter. Using it is optional.
        </p>
        <WithdrawalFormBox
          form={withdrawalForm(
            {
              name: company,
              address: settings.contact_address,
              email: settings.contact_email,
            },
            undefined,
            "en",
          )}
        />
      </Section>

      <Section section={s.warranty}>
        <GuaranteeNoticeBox notice={guaranteeNoticeEn} />
        <p>
          To claim under the guarantee, the customer can go to any of our{" "}
          <Link to="/stores">stores</Link> or contact us by email, quoting the order code and
          attaching, whenever possible, photographs of the defect. The guarantee does not cover
          normal wear and tear from use, nor damage caused by improper use or by accident.
        </p>
      </Section>

      <Section section={s.complaints}>
        <p>The customer can make a complaint:</p>
        <ul>
          <li>
            by email, to <EmailLink settings={settings} />
            {";"}
          </li>
          <li>
            by letter, to {company}, {settings.contact_address}
            {";"}
          </li>
          <li>
            in the Electronic Complaints Book (Livro de Reclamações Eletrónico), at{" "}
            <ExternalLink href="https://www.livroreclamacoes.pt">
              www.livroreclamacoes.pt
            </ExternalLink>
            ;
          </li>
          <li>
            in our physical stores, also in the Complaints Book (Livro de Reclamações) on paper.
          </li>
        </ul>
        <p>We answer every complaint as soon as possible and within the legal time limits.</p>
      </Section>

      <Section section={s.disputes}>
        <p>
          In the event of a consumer dispute, the consumer may turn to an alternative consumer
          dispute resolution entity, under Law no. 144/2015 (Lei n.º 144/2015) of 8 September:
        </p>
        <ul>
          <li>
            Centro de Arbitragem de Conflitos de Consumo de Lisboa (Lisbon Consumer Dispute
            Arbitration Centre) —{" "}
            <ExternalLink href="https://www.centroarbitragemlisboa.pt">
              www.centroarbitragemlisboa.pt
            </ExternalLink>
            ;
          </li>
          <li>
            CNIACC – Centro Nacional de Informação e Arbitragem de Conflitos de Consumo (National
            Centre for Consumer Dispute Information and Arbitration) —{" "}
            <ExternalLink href="https://www.cniacc.pt">www.cniacc.pt</ExternalLink>.
          </li>
        </ul>
        <p>
          More information on the alternative dispute resolution entities available can be found on
          the Consumer Portal (Portal do Consumidor), at{" "}
          <ExternalLink href="https://www.consumidor.gov.pt">www.consumidor.gov.pt</ExternalLink>.
        </p>
      </Section>

      <Section section={s.privacy}>
        <p>
          The personal data the customer provides are processed in accordance with our{" "}
          <Link to="/privacy">Privacy Policy</Link>, which explains what data we collect, for what
          purposes, how long we keep them and how the customer can exercise their rights.
        </p>
      </Section>

      <Section section={s.law}>
        <p>
          These Terms and Conditions are governed by Portuguese law, without prejudice to the
          mandatory consumer protection rules that apply to them, including those on the competent
          court.
        </p>
        <p>
          {SHOP_NAME} may update these Terms and Conditions at any time. Each order is governed by
          the Terms and Conditions in force on the date it was placed.
        </p>
      </Section>
    </LegalPage>
  );
}
