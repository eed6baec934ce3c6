import { PASSWORD_MAX_LENGTH } from "@shop/shared";
import type { ComponentProps } from "react";

/**
 * A password field's input, bounded to the shop's maximum length. `autoComplete` tells password
 * managers whether it asks for the current password or sets a new one.
 */
export function PasswordInput(
  props: Omit<ComponentProps<"input">, "type" | "autoComplete" | "className"> & {
    autoComplete: "current-password" | "new-password";
  },
) {
  return <input className="input" type="password" maxLength={PASSWORD_MAX_LENGTH} {...props} />;
}
