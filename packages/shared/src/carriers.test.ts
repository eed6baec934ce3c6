import { describe, expect, it } from "vitest";
import { CARRIER_CODES, CARRIERS, carrierName, trackingUrl } from "./carriers.ts";

describe("carriers", () => {
  it("names the carriers a Lisbon shop sends with, and another", () => {
    expect(CARRIER_CODES.map((code) => CARRIERS[code].name)).toEqual([
      "CTT",
      "CTT Expresso",
      "DPD",
      "GLS",
      "UPS",
      "DHL",
      "SEUR",
      "Outro",
    ]);
    expect(carrierName("CTT_EXPRESSO")).toBe("CTT Expresso");
    expect(carrierName("TNT")).toBe("TNT");
  });

  it("builds the tracking link from the carrier and the number as printed", () => {
    expect(trackingUrl("CTT", "rr 1234 5678 9pt")).toBe(
      "https://appserver.ctt.pt/CustomerArea/PublicArea_Detail?IsFromPublicArea=true&ObjectCodeInput=RR123456789PT&SearchInput=RR123456789PT",
    );
    expect(trackingUrl("DPD", "09981234567890")).toBe(
      "https://tracking.dpd.de/status/pt_PT/parcel/09981234567890",
    );
    expect(trackingUrl("UPS", "1Z999AA10123456784")).toBe(
      "https://www.ups.com/track?loc=pt_PT&tracknum=1Z999AA10123456784",
    );
  });

  it("keeps whatever was typed inside the number's place in the link", () => {
    expect(trackingUrl("GLS", "AB/12&x=1")).toBe(
      "https://gls-group.com/PT/pt/seguir-envio?match=AB%2F12%26X%3D1",
    );
  });

  it("has no link for another carrier", () => {
    expect(trackingUrl("OTHER", "123")).toBeNull();
  });

  it("gives every carrier with a page an https link that carries the number", () => {
    for (const code of CARRIER_CODES) {
      const url = trackingUrl(code, "XY123");
      if (url === null) continue;
      expect(url.startsWith("https://")).toBe(true);
      expect(url).toContain("XY123");
    }
  });
});
