import { STAFF_ROLES, type StaffRole, staffRoleNames } from "@shop/shared";
import { Field, fieldAria } from "@shop/ui";
import { useQuery } from "@tanstack/react-query";
import type { UseFormRegisterReturn } from "react-hook-form";
import { storesQuery } from "../../lib/stores";
import { staffTexts as texts } from "./texts";

/** A select's value as the API's store id: a number, or null for none. */
export const storeIdOf = (value: unknown) => (value === "" || value == null ? null : Number(value));

/** The role and, for a store's account, which store: shared by the invite and the change forms. */
export function RoleFields(props: {
  id: string;
  role: StaffRole | undefined;
  roleField: UseFormRegisterReturn;
  storeField: UseFormRegisterReturn;
  roleError: string | undefined;
  storeError: string | undefined;
}) {
  const { id, roleError, storeError } = props;
  const stores = useQuery(storesQuery);
  return (
    <>
      <Field id={`${id}-role`} label={texts.role} error={roleError} compact>
        <select className="input" {...fieldAria(`${id}-role`, roleError)} {...props.roleField}>
          {STAFF_ROLES.map((role) => (
            <option key={role} value={role}>
              {staffRoleNames[role]}
            </option>
          ))}
        </select>
      </Field>
      {props.role === "store" && (
        <Field id={`${id}-store`} label={texts.store} error={storeError} compact>
          <select className="input" {...fieldAria(`${id}-store`, storeError)} {...props.storeField}>
            <option value="">{texts.chooseStore}</option>
            {stores.data?.map((store) => (
              <option key={store.id} value={store.id}>
                {store.name}
              </option>
            ))}
          </select>
        </Field>
      )}
    </>
  );
}
