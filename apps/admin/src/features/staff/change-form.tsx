import { zodResolver } from "@hookform/resolvers/zod";
import { StaffChangeSchema } from "@shop/shared";
import { FieldGrid, FormAlert, fieldError, useFormFailure } from "@shop/ui";
import { useEffect, useId, useRef } from "react";
import { useForm } from "react-hook-form";
import form from "../../components/form.module.css";
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
  const heading = useRef<HTMLHeadingElement>(null);
  const { staff } = props;
  const change = useForm({
    resolver: zodResolver(StaffChangeSchema),
    defaultValues: { role: staff.role, storeId: staff.storeId, active: staff.active },
  });
  const { failure, setFailure, fail } = useFormFailure(change);

  useEffect(() => heading.current?.focus(), []);

  async function send(values: Parameters<typeof changeStaff>[1]) {
    setFailure(null);
    try {
      props.onSaved(await changeStaff(staff.id, values));
    } catch (error) {
      fail(error);
    }
  }

  return (
    <form
      className={`panel ${form.form}`}
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={change.handleSubmit(send)}
    >
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
        {texts.editTitle(staff.name)}
      </h2>
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
      <FormAlert message={failure} />
      <div className={form.actions}>
        <button type="submit" className="button" disabled={change.formState.isSubmitting}>
          {change.formState.isSubmitting ? texts.saving : texts.save}
        </button>
        <button type="button" className="button button--secondary" onClick={props.onCancel}>
          {texts.cancel}
        </button>
      </div>
    </form>
  );
}
