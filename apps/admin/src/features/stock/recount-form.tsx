import { zodResolver } from "@hookform/resolvers/zod";
import { type StockGrid, StockRecountBodySchema } from "@shop/shared";
import { FieldGrid, fieldError, useFormFailure } from "@shop/ui";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { EditPanel } from "../../components/edit-panel";
import { recount } from "./api";
import { asStoreId, balanceOf, LocationField, SizeField, UnitsField } from "./cell-fields";
import { NoteField } from "./note-field";
import { stockTexts as texts } from "./texts";

/** What was counted of one size at one location becomes its stock; the ledger keeps the difference. */
export function RecountForm(props: { grid: StockGrid; onSaved: () => void; onCancel: () => void }) {
  const { grid } = props;
  const id = useId();
  const firstSize = grid.sizes[0]?.size ?? "";
  const firstLocation = grid.locations.find((location) => location.editable)?.storeId ?? null;
  const values = useForm({
    resolver: zodResolver(StockRecountBodySchema),
    defaultValues: {
      // No count yet: the box starts empty (NaN would show as «NaN»).
      counts: [{ size: firstSize, storeId: firstLocation, count: undefined }],
      note: "",
    },
  });
  const { failure, setFailure, fail } = useFormFailure(values);
  const [size, storeId] = values.watch(["counts.0.size", "counts.0.storeId"]);

  async function save(body: Parameters<typeof recount>[1]) {
    setFailure(null);
    try {
      // The balance the person saw: a count of a stock that moved since is refused.
      const counts = body.counts.map((c) => ({
        ...c,
        expected: balanceOf(grid, c.size, c.storeId ?? null),
      }));
      await recount(grid.product.id, { ...body, counts });
      props.onSaved();
    } catch (error) {
      fail(error);
    }
  }

  return (
    <EditPanel
      title={texts.recountTitle}
      onSubmit={values.handleSubmit(save)}
      failure={failure}
      submitting={values.formState.isSubmitting}
      onCancel={props.onCancel}
    >
      <p>{texts.recountHint}</p>
      <FieldGrid>
        <SizeField
          id={`${id}-size`}
          grid={grid}
          error={fieldError(values, "counts.0.size")}
          field={values.register("counts.0.size")}
        />
        <LocationField
          id={`${id}-location`}
          label={texts.location}
          grid={grid}
          error={fieldError(values, "counts.0.storeId")}
          field={values.register("counts.0.storeId", asStoreId)}
        />
        <UnitsField
          id={`${id}-count`}
          label={texts.counted}
          error={fieldError(values, "counts.0.count")}
          hint={texts.balanceNow(balanceOf(grid, size, storeId ?? null))}
          field={values.register("counts.0.count", { valueAsNumber: true })}
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
