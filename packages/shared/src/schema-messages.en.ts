import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, SHOP_RETURN_DAYS } from "./constants.ts";
import { formatShopDay } from "./dates.ts";
import { formatEuros } from "./money.ts";
import type { schemaMessages } from "./schema-messages.ts";
import { RETURN_NOTE_MAX_LENGTH } from "./schemas/return-messages.ts";
import { SIZE_ALERTS_PER_EMAIL } from "./schemas/size-alert-messages.ts";
import { RESERVATION_HOLD_HOURS, RESERVATION_PAY_MINUTES } from "./store-reservations.ts";
import type { Translation } from "./translation.ts";

/**
 * The English of the shared schemas' messages, key by key: the server's catalogue
 * (api-messages.en.ts) is built on it, and an English page's forms translate with it.
 */
export const schemaMessagesEn: Translation<typeof schemaMessages> = {
  linkRefused: "It may not contain links or website addresses.",
  account: {
    name: "Enter your name.",
    nameTooLong: "The name can have at most 150 characters.",
    email: "Enter a valid email.",
    emailTooLong: "The email can have at most 75 characters.",
    password: `The password must have between ${PASSWORD_MIN_LENGTH} and ${PASSWORD_MAX_LENGTH} characters.`,
    phone: "Enter a valid phone number",
    registerMismatch: "The passwords do not match",
    recoveryMismatch: "The passwords do not match",
    recoveryTooShort: "Enter a password with at least 8 characters",
    changeMismatch: "The passwords do not match",
    privacyTitle: "Privacy policy",
    privacyText: "To create an account you must accept the privacy policy.",
    dataChanged: "Details changed.",
    passwordChanged: "Password changed",
    passwordForEmail: "Enter your current password to change the email.",
    confirmationResent:
      "We have sent the confirmation email again. If you cannot find it, look in the spam (junk) folder.",
    recoverySent: "We have sent an email with instructions to recover your account",
    recoveredTitle: "Account recovered",
    recoveredText: "Your password has been set. You can now sign in with the new password.",
    emailInvalidCode: "The email confirmation code is not valid.",
    emailError: "Something went wrong while confirming your email.",
    emailAlreadyConfirmed: "Your email is already confirmed",
    favouriteLogin: "Sign in or create an account to add products to your favourites.",
    favouriteFailed:
      "The product could not be added to or removed from your favourites. Please try again later.",
    addressName: "The name can have at most 70 characters.",
    nif: "The tax number (NIF) is not valid.",
    language: "Choose Portuguese (pt) or English (en).",
  },
  sizeAlerts: {
    product: "Choose the product.",
    size: "Choose a size.",
    productNotFound: "The product does not exist or is no longer for sale.",
    unknownSize: "This product does not come in that size.",
    inStock: "This size is available online: you can buy it now.",
    tooMany: `This email already has ${SIZE_ALERTS_PER_EMAIL} alerts waiting. Cancel one (each email has a link) before asking for another.`,
    guestAsked:
      "We have sent an email to confirm the alert. Follow its link to turn the alert on (if you cannot find it, look in the spam folder).",
    customerAsked: (size) =>
      `We will let you know by email when size ${size} is available online again.`,
    invalidLink: "The link is not valid or has expired.",
  },
  checkout: {
    missing: {
      "contacts.email": "Contact email",
      "contacts.phone": "Contact phone",
      "addressDelivery.name": "Recipient's name",
      "addressDelivery.country": "Country",
      "addressDelivery.street": "Address",
      "addressDelivery.city": "City",
      "addressDelivery.postalCode": "Postal code",
      "pickup.storeId": "Store to collect from",
      "pickup.name": "Name of who collects",
    },
    email: "Enter a valid email.",
    phone: "Enter a valid phone number",
    mbwayPhone:
      "Enter the mobile number with MB WAY: a Portuguese number of 9 digits, starting with 9.",
    nif: "The tax number (NIF) is not valid.",
    fields: {
      email: "contact email",
      phone: "contact phone",
      name: "recipient's name",
      street: "address",
      city: "city",
      postalCode: "postal code",
      invoiceName: "name for the invoice",
      invoiceStreet: "invoice address",
      invoiceCity: "invoice city",
      invoicePostalCode: "invoice postal code",
      pickupName: "name of who collects",
      buyerName: "your name",
    },
    required: (label) => `Enter: ${label}.`,
    tooLong: (max) => `At most ${max} characters.`,
    country: "Choose the country.",
    paymentMethod: "Choose the payment method.",
    pickupStore: "Choose the store where you will collect the order.",
    deliveryAddress: "Enter the delivery address.",
    buyerName: "Enter your name.",
    emptyCart: "The cart is empty.",
    tooManyGiftCards: "You can use up to 5 gift cards in one order.",
    tooManyGiftCardsSold: "You can buy up to 10 gift cards in one order.",
  },
  postalCodes: {
    portugal: "The postal code must have the format 0000-000.",
    mainland:
      "This postal code is on the islands: for Madeira or the Azores, choose «Portugal - Madeira» or «Portugal - Açores» as the country.",
    madeira: "Madeira's postal codes go from 9000-000 to 9499-999.",
    azores: "The Azores' postal codes go from 9500-000 to 9999-999.",
    country: (example) =>
      `The postal code is not valid for the chosen country (for example, ${example}).`,
    any: "The postal code may only have letters, digits, spaces and hyphens (2 to 10).",
  },
  giftCards: {
    code: "Enter the 16 characters of the gift card's code.",
    unknown: "We found no gift card with this code. Check the code.",
    expired: (day) => `This gift card expired on ${formatShopDay(day)}.`,
    usedUp: "This gift card has no balance left.",
    canceled: "This gift card was cancelled: the purchase that paid for it was cancelled.",
    notEnough: (balanceCents) =>
      `This gift card's balance (${formatEuros(balanceCents / 100, "en")}) is not enough for this amount.`,
    refundTooMuch: (owedCents) =>
      `You can only refund to the card what this purchase paid with it: ${formatEuros(owedCents / 100, "en")}.`,
    refundExpired: "This gift card has expired: refund the amount another way.",
    value: "Choose a value between €10 and €500.",
    amount: "Enter the amount to deduct.",
    name: "Enter the recipient's name.",
    email: "Enter a valid email.",
    message: "The message can have at most 300 characters.",
    reason: "Enter the reason (up to 200 characters).",
    day: "Choose the sending date: from today to a year from now.",
    store: "Choose the store.",
    otherStore: "You can only redeem cards in your own store.",
    redeemed: (amountCents, balanceCents) =>
      `We deducted ${formatEuros(amountCents / 100, "en")}. Balance: ${formatEuros(balanceCents / 100, "en")}.`,
    issued: (email) => `Gift card issued. We are sending the code to ${email}.`,
    scheduled: (email, day) =>
      `Gift card issued. We will send the code to ${email} on ${formatShopDay(day)}.`,
    state: "Invalid state.",
    buysGiftCard: "A gift card cannot pay for another gift card: use it to buy items.",
    codeOnGiftCard: "Discount codes do not apply to gift cards.",
  },
  orders: {
    notFound: "The order does not exist.",
    linkNotFound: "This link does not exist or has been disabled.",
    alreadyCanceled: "This order is already cancelled.",
    giftCardsTooLate:
      "More than 14 days have passed since the gift cards were bought: the order can no longer be cancelled. The cards stay valid until their last day.",
    tooLate:
      "This order is already being prepared for dispatch and can no longer be cancelled. Once you receive it, you can return it.",
    ibanRequired: "Enter the IBAN of the account we should refund what you paid to.",
    canceled: "Order cancelled.",
    notCharged: "You have not been charged anything.",
    cardDone: "We have refunded the amount to the card you paid with.",
    cardPending: "We will refund the amount to the card you paid with.",
    transferPending:
      "We will refund the amount by bank transfer to the account you gave us, within 14 days of the cancellation at the latest.",
    linkRevoked:
      "Link disabled. Whoever has it can no longer see this order. You will receive a new link in the next email about the order.",
    linkCreated: "New link created. The earlier ones keep working until you disable them.",
  },
  reservations: {
    product: "Choose a product.",
    size: "Choose a size.",
    store: "Choose the store.",
    day: "Choose the day: today or tomorrow.",
    productNotFound: "This product is no longer for sale.",
    unknownSize: "This size does not exist for this product.",
    unknownStore: "This store does not exist.",
    noStock: "This size is no longer in this store. Choose another store or another size.",
    closedToday: "The store has already closed today. Choose tomorrow.",
    closedTomorrow: "The store is closed tomorrow. Choose today or another store.",
    reserved: (email) => `Reservation made. We have sent an email to ${email}.`,
    toPay: "Reservation made. Pay by card to confirm it.",
    invalidLink: "This link is no longer valid.",
    cancelled: "Reservation cancelled. The pair is back in the store.",
    alreadyEnded: "This reservation has already ended.",
    notFound: "This reservation does not exist.",
    otherStore: "You can only handle your own store's reservations.",
    changed: "This reservation has already changed state. Refresh the list.",
    ready: "Reservation marked as ready. We told the customer by email.",
    collected: "Reservation collected.",
    notCollected: "Reservation marked as not collected. The pair is back in the store's stock.",
    state: "Invalid state.",
    held: `We hold the pair for ${RESERVATION_HOLD_HOURS} hours.`,
    paidInStore: "You pay in the store, when you collect it.",
    payment: "Choose how you pay: in the store, or now by card.",
    onlineOff: "This store only takes payment in the store, when you collect.",
    payNow: `Pay now by card: we hold the pair for ${RESERVATION_PAY_MINUTES} minutes while you pay.`,
    paymentUnavailable:
      "Card payment is not available at the moment. Choose to pay in the store or try again later.",
    awaitingPayment:
      "This reservation has not been paid yet. Wait for the payment or for it to expire.",
    cancelledRefund:
      "Reservation cancelled. The pair is back in the store and we have refunded the amount to your card.",
    settingsSaved: "Reservations' payment saved.",
    notCollectedRefund:
      "Reservation marked as not collected. The pair is back in the store's stock and the amount paid goes back to the customer's card.",
  },

  returns: {
    notFound: "The return does not exist.",
    purchaseNotFound: "The order does not exist.",
    notDelivered: "You can only return or exchange items of an order already delivered.",
    tooLate: `The ${SHOP_RETURN_DAYS} days from delivery have already passed.`,
    kind: "Choose return or exchange.",
    reason: "Choose the reason.",
    note: `The note can have at most ${RETURN_NOTE_MAX_LENGTH} characters.`,
    lines: "Choose at least one item.",
    quantity: "Enter a valid quantity.",
    tooMany: (left) =>
      left === 0
        ? "This item is already all in a return."
        : `You can return at most ${left} of this item.`,
    notBought: "This item is not part of the order.",
    repeated: "This item appears more than once.",
    exchangeSize: "Choose the size you want to receive in exchange.",
    sameSize: "Choose a size other than the one you received.",
    noSuchSize: "This size does not exist for this product.",
    exchangeOutOfStock:
      "The size asked for is no longer in stock online. Choose another or ask for a return.",
    iban: "The IBAN is not valid. Check the letters and digits.",
    ibanRequired: "Enter the IBAN of the account we refund the amount to (you paid by MULTIBANCO).",
    refuseReason: "Enter the reason for refusing (3 to 300 characters).",
    changed: (state) =>
      `This return has changed in the meantime (it is now ${state.toLowerCase()}). Refresh the page.`,
    refundForbidden: "Only the shop's owner can refund a return.",
    nothingToRefund: "This order has already been refunded in full.",
    noTransfer: "This return has no transfer to record.",
    noPendingRefund: "This return has no pending refund to the card or by MB WAY.",
    requested: "Request registered. We have sent you an email with the instructions to send it.",
    canceled: "Return request cancelled.",
    received: "Return received. The customer will receive an email.",
    receiveLocation: "Choose where you receive the return: the online shop or a store.",
    accepted: "Return accepted. The customer will receive an email.",
    refused: "Return refused. The customer will receive an email with the reason.",
    refunded: "Refund made and credit note requested.",
    refundPending:
      "Refund registered and credit note requested; the payment provider did not accept it and the shop tries again by itself.",
    transferPending:
      "Refund registered and credit note requested. Make the transfer and record it.",
    transferRecorded: "Transfer recorded.",
    exchanged: "New order created for the exchanged size: follow it until it is dispatched.",
  },

  withdrawals: {
    reference: "Enter the order's code (8 letters and digits, for example AB12CD34).",
    notFound: "We found no order with this code and this email. Check both in the order's email.",
    unpaid:
      "This order has not been paid yet, so there is no contract to withdraw from: if you do not pay it, it is cancelled automatically. You can also cancel it on the order's page.",
    canceled: "This order has already been cancelled: there is nothing to withdraw from.",
    already:
      "We have already received your withdrawal from this order. We sent you the confirmation by email.",
    tooLate:
      "The period to withdraw from this contract has ended. If you have a problem with an item, contact us: the legal guarantee still applies.",
    received: "We have received your withdrawal. We sent you the confirmation by email.",
  },

  contact: {
    name: "Enter your name.",
    nameTooLong: "The name can have at most 100 characters.",
    surnameTooLong: "The surname can have at most 100 characters.",
    email: "Enter your email.",
    emailTooLong: "The email is too long.",
    emailInvalid: "Enter a valid email.",
    message: "Write your message.",
    messageTooLong: "The message can have at most 5000 characters.",
  },
};
