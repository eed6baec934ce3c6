/**
 * The carriers a purchase may leave with, and where each shows a parcel's journey: the tracking
 * link the customer gets is built here from the carrier and the tracking number, never typed.
 */
export const CARRIERS = {
  CTT: {
    name: "CTT",
    trackingUrl:
      "https://appserver.ctt.pt/CustomerArea/PublicArea_Detail?IsFromPublicArea=true&ObjectCodeInput={number}&SearchInput={number}",
  },
  CTT_EXPRESSO: {
    name: "CTT Expresso",
    trackingUrl:
      "https://appserver.ctt.pt/CustomerArea/PublicArea_Detail?IsFromPublicArea=true&ObjectCodeInput={number}&SearchInput={number}",
  },
  DPD: { name: "DPD", trackingUrl: "https://tracking.dpd.de/status/pt_PT/parcel/{number}" },
  GLS: { name: "GLS", trackingUrl: "https://gls-group.com/PT/pt/seguir-envio?match={number}" },
  UPS: { name: "UPS", trackingUrl: "https://www.ups.com/track?loc=pt_PT&tracknum={number}" },
  DHL: {
    name: "DHL",
    trackingUrl: "https://www.dhl.com/pt-pt/home/tracking.html?tracking-id={number}&submit=1",
  },
  SEUR: {
    name: "SEUR",
    trackingUrl:
      "https://www.seur.com/livetracking/pages/seguimiento-online.do?segOnlineIdentificador={number}&segOnlineIdioma=pt",
  },
  /** Any other carrier: the customer gets the tracking number, without a link. */
  OTHER: { name: "Outro", trackingUrl: null },
} as const satisfies Record<string, { name: string; trackingUrl: string | null }>;

export type Carrier = keyof typeof CARRIERS;
export const CARRIER_CODES = Object.keys(CARRIERS) as [Carrier, ...Carrier[]];

/** A tracking number as carriers print it: capitals, no spaces ('rr 1234 5678 9pt' → 'RR123456789PT'). */
export function normalizeTrackingNumber(value: string): string {
  return value.replace(/\s/g, "").toUpperCase();
}

/** The page where the parcel can be followed; null for a carrier without one. */
export function trackingUrl(carrier: Carrier, trackingNumber: string): string | null {
  const pattern = CARRIERS[carrier].trackingUrl;
  if (pattern === null) return null;
  return pattern.replaceAll(
    "{number}",
    encodeURIComponent(normalizeTrackingNumber(trackingNumber)),
  );
}

/** The carrier's name as shown to people; an unknown code (a carrier since removed) as it is. */
export function carrierName(carrier: string): string {
  return carrier in CARRIERS ? CARRIERS[carrier as Carrier].name : carrier;
}
