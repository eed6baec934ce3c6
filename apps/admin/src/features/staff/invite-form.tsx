import { zodResolver } from "@hookform/resolvers/zod";
import { StaffInviteSchema } from "@shop/shared";
import { Field, FieldGrid, fieldAria, fieldError, useFormFailure } from "@shop/ui";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { EditPanel } from "../../components/edit-panel";
import { inviteStaff, type StaffMember } from "./api";
import { RoleFields, storeIdOf } from "./staff-fields";
import { staffTexts as texts } from "./texts";

/** A new person of the staff: the answer carries their one-time link to set a password. */
export function InviteForm(props: {
  onInvited: (staff: StaffMember, link: string) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const invite = useForm({
    resolver: zodResolver(StaffInviteSchema),
    defaultValues: { name: "", email: "", role: "manager" as const, storeId: null },
  });
  const { failure, setFailure, fail } = useFormFailure(invite);
  const nameError = fieldError(invite, "name");
  const emailError = fieldError(invite, "email");

  async function send(values: Parameters<typeof inviteStaff>[0]) {
    setFailure(null);
    try {
      const { staff, link } = await inviteStaff(values);
      props.onInvited(staff, link);
    } catch (error) {
      fail(error);
    }
  }

  return (
    <EditPanel
      title={texts.inviteTitle}
      onSubmit={invite.handleSubmit(send)}
      failure={failure}
      submitting={invite.formState.isSubmitting}
      submitText={texts.sendInvite}
      submittingText={texts.sending}
      onCancel={props.onCancel}
    >
      <FieldGrid>
        <Field id={`${id}-name`} label={texts.name} error={nameError} compact>
          <input
            className="input"
            autoComplete="off"
            {...fieldAria(`${id}-name`, nameError)}
            {...invite.register("name")}
          />
        </Field>
        <Field id={`${id}-email`} label={texts.email} error={emailError} compact>
          <input
            className="input"
            type="email"
            inputMode="email"
            autoComplete="off"
            spellCheck={false}
            {...fieldAria(`${id}-email`, emailError)}
            {...invite.register("email")}
          />
        </Field>
        <RoleFields
          id={id}
          role={invite.watch("role")}
          roleField={invite.register("role")}
          storeField={invite.register("storeId", { setValueAs: storeIdOf })}
          roleError={fieldError(invite, "role")}
          storeError={fieldError(invite, "storeId")}
        />
      </FieldGrid>
    </EditPanel>
  );
}
