import { orderTexts } from "./texts";

/**
 * Up and down for a list ordered by hand; `onMove` gets the two ids to swap, in their new order
 * (what the API's …/order calls take).
 */
export function OrderButtons<Item extends { id: number }>(props: {
  items: readonly Item[];
  index: number;
  name: string;
  disabled?: boolean;
  onMove: (ids: [number, number]) => void;
}) {
  const { items, index } = props;
  const item = items[index];
  const before = items[index - 1];
  const after = items[index + 1];
  if (!item) return null;
  return (
    <>
      <button
        type="button"
        className="button button--secondary button--small"
        aria-label={orderTexts.up(props.name)}
        title={orderTexts.up(props.name)}
        disabled={props.disabled || !before}
        onClick={() => before && props.onMove([item.id, before.id])}
      >
        ↑
      </button>
      <button
        type="button"
        className="button button--secondary button--small"
        aria-label={orderTexts.down(props.name)}
        title={orderTexts.down(props.name)}
        disabled={props.disabled || !after}
        onClick={() => after && props.onMove([after.id, item.id])}
      >
        ↓
      </button>
    </>
  );
}
