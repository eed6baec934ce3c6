import { type Language, pagePathIn } from "@shop/shared";
/** What a product page shares: its address, its title and its main picture. */
export interface ShareTarget {
  url: string;
  title: string;
  imageUrl: string;
}

export type ShareNetwork = "facebook" | "x" | "whatsapp" | "pinterest" | "email";

export interface ShareLink {
  network: ShareNetwork;
  /** The network's name, for 'Partilhar no …'. */
  name: string;
  href: string;
  /** Web links open in a new window; the email link opens the visitor's mail program. */
  external: boolean;
}

const e = encodeURIComponent;

/** The share links of a page, every part encoded (no `+` for spaces: mail programs keep it). */
export function shareLinks({ url, title, imageUrl }: ShareTarget): ShareLink[] {
  return [
    {
      network: "facebook",
      name: "Facebook",
      href: `https://www.facebook.com/sharer/sharer.php?u=${e(url)}`,
      external: true,
    },
    {
      network: "x",
      name: "X (Twitter)",
      href: `https://twitter.com/intent/tweet?url=${e(url)}&text=${e(title)}`,
      external: true,
    },
    {
      network: "whatsapp",
      name: "WhatsApp",
      href: `https://wa.me/?text=${e(`${title} ${url}`)}`,
      external: true,
    },
    {
      network: "pinterest",
      name: "Pinterest",
      href: `https://www.pinterest.com/pin/create/button/?url=${e(url)}&media=${e(imageUrl)}&description=${e(title)}`,
      external: true,
    },
    {
      network: "email",
      name: "Email",
      href: `mailto:?subject=${e(title)}&body=${e(`${title}\n${url}`)}`,
      external: false,
    },
  ];
}

/**
 * The address to share: the page's own in its language, without hash or tracking left-overs from
 * the visit.
 */
export function canonicalProductUrl(origin: string, productId: number, language: Language): string {
  return new URL(pagePathIn(`/product/${productId}`, language), origin).toString();
}
