import { zodResolver } from "@hookform/resolvers/zod";
import { type StockGrid, StockTransferBodySchema } from "@shop/shared";
import { FieldGrid, fieldError, useFormFailure } from "@shop/ui";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { EditPanel } from "../../components/edit-panel";
import { transfer } from "./api";
import { asStoreId, balanceOf, LocationField, SizeField, UnitsField } from "./cell-fields";
import { NoteField } from "./note-field";
import { stockTexts as texts } from "./texts";

/** Units of one size from one location to another, both written at once. */
export function TransferForm(props: {
  grid: StockGrid;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { grid } = props;
  const id = useId();
  const [from = null, to = null] = grid.locations
    .filter((location) => location.editable)
    .map((location) => location.storeId);
  const values = useForm({
    resolver: zodResolver(StockTransferBodySchema),
    defaultValues: {
      size: grid.sizes[0]?.size ?? "",
      fromStoreId: from,
      toStoreId: to,
      // No units yet: the box starts empty (NaN would show as «NaN»).
      quantity: undefined,
      note: "",
    },
  });
  const { failure, setFailure, fail } = useFormFailure(values);
  const [size, fromStoreId] = values.watch(["size", "fromStoreId"]);

  async function save(body: Parameters<typeof transfer>[1]) {
    setFailure(null);
    try {
      await transfer(grid.product.id, body);
      props.onSaved();
    } catch (error) {
      fail(error);
    }
  }

  return (
    <EditPanel
      title={texts.transferTitle}
      onSubmit={values.handleSubmit(save)}
      failure={failure}
      submitting={values.formState.isSubmitting}
      onCancel={props.onCancel}
    >
      <FieldGrid>
        <SizeField
          id={`${id}-size`}
          grid={grid}
          error={fieldError(values, "size")}
          field={values.register("size")}
        />
        <UnitsField
          id={`${id}-quantity`}
          label={texts.units}
          error={fieldError(values, "quantity")}
          hint={texts.balanceAtOrigin(balanceOf(grid, size, fromStoreId ?? null))}
          field={values.register("quantity", { valueAsNumber: true })}
        />
        <LocationField
          id={`${id}-from`}
          label={texts.from}
          grid={grid}
          error={fieldError(values, "fromStoreId")}
          field={values.register("fromStoreId", asStoreId)}
        />
        <LocationField
          id={`${id}-to`}
          label={texts.to}
          grid={grid}
          error={fieldError(values, "toStoreId")}
          field={values.register("toStoreId", asStoreId)}
        />
        <NoteField
          id={`${id}-note`}
          error={fieldError(values, "note")}
          field={values.register("note")}
        />
      </FieldGrid>
    </EditPanel>
  );
}
