import { Icon as BaseIcon, type IconProps } from "../../components/ui/icons";

/** This feature's icons default to 18 px. */
function Icon({ size = 18, ...props }: IconProps) {
  return <BaseIcon size={size} {...props} />;
}

export function MinusIcon({ size }: { size?: number }) {
  return (
    <Icon size={size}>
      <path d="M5 12h14" />
    </Icon>
  );
}

export function PlusIcon({ size }: { size?: number }) {
  return (
    <Icon size={size}>
      <path d="M12 5v14M5 12h14" />
    </Icon>
  );
}

export function TrashIcon({ size }: { size?: number }) {
  return (
    <Icon size={size}>
      <path d="M4 7h16" />
      <path d="M10 11v6M14 11v6" />
      <path d="M6 7l1 13h10l1-13" />
      <path d="M9 7V4h6v3" />
    </Icon>
  );
}
