import type { ReactNode, SVGProps } from "react";

/** An icon of the back office: decorative (hidden from screen readers), 20 px, drawn in currentColor. */
export type Icon = (props: SVGProps<SVGSVGElement>) => ReactNode;

function SvgIcon({ children, ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export const DashboardIcon: Icon = (props) => (
  <SvgIcon {...props}>
    <rect x="3" y="3" width="7" height="9" rx="1.5" />
    <rect x="14" y="3" width="7" height="5" rx="1.5" />
    <rect x="14" y="12" width="7" height="9" rx="1.5" />
    <rect x="3" y="16" width="7" height="5" rx="1.5" />
  </SvgIcon>
);

/** A receipt: the stock's box is the other section with parcels in it. */
export const OrdersIcon: Icon = (props) => (
  <SvgIcon {...props}>
    <path d="M6 3h12v18l-3-2-3 2-3-2-3 2Z" />
    <path d="M9 8h6M9 12h6M9 16h3" />
  </SvgIcon>
);

export const ReturnsIcon: Icon = (props) => (
  <SvgIcon {...props}>
    <path d="M9 14 4 9l5-5" />
    <path d="M4 9h10.5a5.5 5.5 0 0 1 0 11H11" />
  </SvgIcon>
);

export const MessagesIcon: Icon = (props) => (
  <SvgIcon {...props}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3.5 6.5 8.5 6 8.5-6" />
  </SvgIcon>
);

export const StockIcon: Icon = (props) => (
  <SvgIcon {...props}>
    <path d="M3.5 8 12 3.5 20.5 8v8L12 20.5 3.5 16Z" />
    <path d="M3.5 8 12 12.5 20.5 8" />
    <path d="M12 12.5v8" />
  </SvgIcon>
);

export const TeamIcon: Icon = (props) => (
  <SvgIcon {...props}>
    <circle cx="9" cy="8" r="3.2" />
    <path d="M3 20c0-3.3 2.7-6 6-6s6 2.7 6 6" />
    <circle cx="17" cy="9" r="2.5" />
    <path d="M16.5 14.2c2.6.3 4.5 2.7 4.5 5.8" />
  </SvgIcon>
);

export const ProductsIcon: Icon = (props) => (
  <SvgIcon {...props}>
    <path d="M3 15.5c0-1 .8-1.5 1.6-1.3 2.4.6 4.2.2 5.6-1.7L12 10l2 3c1.2 1.8 3.4 2.3 5.3 2.8.9.2 1.7 1 1.7 2V19H3z" />
    <path d="M3 19h18" />
  </SvgIcon>
);

export const CustomersIcon: Icon = (props) => (
  <SvgIcon {...props}>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <circle cx="9" cy="10.5" r="2.5" />
    <path d="M5.5 17c.6-2 1.9-3 3.5-3s2.9 1 3.5 3M15 9h3M15 13h3" />
  </SvgIcon>
);

export const AuditIcon: Icon = (props) => (
  <SvgIcon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </SvgIcon>
);

export const AccountIcon: Icon = (props) => (
  <SvgIcon {...props}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c0-4.4 3.6-8 8-8s8 3.6 8 8" />
  </SvgIcon>
);

export const MenuIcon: Icon = (props) => (
  <SvgIcon {...props}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </SvgIcon>
);

export const CloseIcon: Icon = (props) => (
  <SvgIcon {...props}>
    <path d="M6 6l12 12M18 6 6 18" />
  </SvgIcon>
);

export const SignOutIcon: Icon = (props) => (
  <SvgIcon {...props}>
    <path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3" />
    <path d="M10 16l-4-4 4-4M6 12h10" />
  </SvgIcon>
);

export const SortIcon: Icon = (props) => (
  <SvgIcon {...props}>
    <path d="M8 9l4-4 4 4M16 15l-4 4-4-4" />
  </SvgIcon>
);

export const SortUpIcon: Icon = (props) => (
  <SvgIcon {...props}>
    <path d="M8 14l4-4 4 4" />
  </SvgIcon>
);

export const SortDownIcon: Icon = (props) => (
  <SvgIcon {...props}>
    <path d="M8 10l4 4 4-4" />
  </SvgIcon>
);

export const CategoriesIcon: Icon = (props) => (
  <SvgIcon {...props}>
    <rect x="9" y="3" width="6" height="5" rx="1" />
    <rect x="3" y="16" width="6" height="5" rx="1" />
    <rect x="15" y="16" width="6" height="5" rx="1" />
    <path d="M12 8v4M6 16v-4h12v4" />
  </SvgIcon>
);

export const RulerIcon: Icon = (props) => (
  <SvgIcon {...props}>
    <rect x="2" y="8" width="20" height="8" rx="1" />
    <path d="M6 8v3M10 8v4M14 8v3M18 8v4" />
  </SvgIcon>
);

/** «Saldos»: a percent sign. */
export const SaleIcon: Icon = (props) => (
  <SvgIcon {...props}>
    <path d="M19 5 5 19" />
    <circle cx="7" cy="7" r="2.5" />
    <circle cx="17" cy="17" r="2.5" />
  </SvgIcon>
);

/** «Códigos de desconto»: a ticket with a notch on each side and a dashed tear line. */
export const TicketIcon: Icon = (props) => (
  <SvgIcon {...props}>
    <path d="M3 7a1 1 0 0 1 1-1h16a1 1 0 0 1 1 1v3a2 2 0 0 0 0 4v3a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1v-3a2 2 0 0 0 0-4Z" />
    <path d="M14 6v2M14 11v2M14 16v2" />
  </SvgIcon>
);

/** «Promoções»: a megaphone. */
export const PromotionsIcon: Icon = (props) => (
  <SvgIcon {...props}>
    <path d="M4 10v4h3l8 5V5L7 10Z" />
    <path d="M7 14l1.5 5h2.5l-1.3-4M18.5 9a4 4 0 0 1 0 6" />
  </SvgIcon>
);

/** A group of the navigation: turned up once it is open. */
export const ChevronIcon: Icon = (props) => (
  <SvgIcon {...props}>
    <path d="m6 9 6 6 6-6" />
  </SvgIcon>
);

/** «Marcas, cores e etiquetas»: a label. */
export const TagIcon: Icon = (props) => (
  <SvgIcon {...props}>
    <path d="M3 12V4a1 1 0 0 1 1-1h8l9 9-9 9z" />
    <circle cx="8" cy="8" r="1.5" />
  </SvgIcon>
);

export const SearchIcon: Icon = (props) => (
  <SvgIcon {...props}>
    <circle cx="10.5" cy="10.5" r="6.5" />
    <path d="m15.5 15.5 5 5" />
  </SvgIcon>
);

export const BannerIcon: Icon = (props) => (
  <SvgIcon {...props}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <circle cx="9" cy="10" r="1.8" />
    <path d="m21 16-5-5-8 8" />
  </SvgIcon>
);

export const StoreIcon: Icon = (props) => (
  <SvgIcon {...props}>
    <path d="M4 10v10h16V10M3 10l2-6h14l2 6z" />
    <path d="M10 20v-5h4v5" />
  </SvgIcon>
);

export const GiftIcon: Icon = (props) => (
  <SvgIcon {...props}>
    <rect x="3" y="8" width="18" height="4" rx="1" />
    <path d="M5 12v8h14v-8M12 8v12" />
    <path d="M12 8c-1.5-3-5-3.5-5-1.5S10 8 12 8c2 0 5 .5 5-1.5S13.5 5 12 8" />
  </SvgIcon>
);

export const DeliveryIcon: Icon = (props) => (
  <SvgIcon {...props}>
    <path d="M3 6h11v10H3zM14 9h4l3 3v4h-7" />
    <circle cx="7" cy="18" r="1.8" />
    <circle cx="17" cy="18" r="1.8" />
  </SvgIcon>
);

export const SettingsIcon: Icon = (props) => (
  <SvgIcon {...props}>
    <circle cx="12" cy="12" r="3" />
    <path d="M12 2v3M12 19v3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M2 12h3M19 12h3M4.9 19.1 7 17M17 7l2.1-2.1" />
  </SvgIcon>
);
