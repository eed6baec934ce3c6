import { zodResolver } from "@hookform/resolvers/zod";
import { StaffChangeSchema } from "@shop/shared";
import { FieldGrid, fieldError, useFormFailure } from "@shop/ui";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { EditPanel } from "../../components/edit-panel";
import { changeStaff, type StaffMember } from "./api";
import styles from "./staff.module.css";
import { RoleFields, storeIdOf } from "./staff-fields";
import { staffTexts as texts } from "./texts";

/** A person's role, store and whether they may sign in. */
export function ChangeForm(props: {
  staff: StaffMember;
  onSaved: (staff: StaffMember) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const { staff } = props;
  const change = useForm({
    resolver: zodResolver(StaffChangeSchema),
    defaultValues: { role: staff.role, storeId: staff.storeId, active: staff.active },
  });
  const { failure, setFailure, fail } = useFormFailure(change);

  async function send(values: Parameters<typeof changeStaff>[1]) {
    setFailure(null);
    try {
      props.onSaved(await changeStaff(staff.id, values));
    } catch (error) {
      fail(error);
    }
  }

  return (
    <EditPanel
      title={texts.editTitle(staff.name)}
      onSubmit={change.handleSubmit(send)}
      failure={failure}
      submitting={change.formState.isSubmitting}
      onCancel={props.onCancel}
      focusHeading
    >
      <FieldGrid>
        <RoleFields
          id={id}
          role={change.watch("role")}
          roleField={change.register("role")}
          storeField={change.register("storeId", { setValueAs: storeIdOf })}
          roleError={fieldError(change, "role")}
          storeError={fieldError(change, "storeId")}
        />
      </FieldGrid>
      <label className={styles.check}>
        <input type="checkbox" {...change.register("active")} />
        {texts.activeField}
      </label>
    </EditPanel>
  );
}
