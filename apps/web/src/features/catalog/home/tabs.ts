/**
 * The tab to move to for a key pressed in a horizontal tablist (WAI-ARIA tabs pattern): arrows
 * wrap around, Home and End go to the ends. Null for any other key.
 */
export function tabIndexAfterKey(key: string, current: number, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case "ArrowRight":
      return (current + 1) % count;
    case "ArrowLeft":
      return (current - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}
