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

export const OrdersIcon: Icon = (props) => (
  <SvgIcon {...props}>
    <path d="M3.5 7.5 12 3l8.5 4.5v9L12 21l-8.5-4.5z" />
    <path d="M3.5 7.5 12 12l8.5-4.5M12 12v9" />
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
