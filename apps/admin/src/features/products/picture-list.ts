import { mainPictureFirst } from "@shop/shared";

/**
 * A product's pictures in their order; the first is the main one (the storefront's cards, page
 * and link previews show it), so `thumbnailIndex` is always 0.
 */
export interface PictureList {
  pictures: string[];
  thumbnailIndex: number;
}

const listOf = (pictures: string[]): PictureList => ({ pictures, thumbnailIndex: 0 });

/** Moves the picture at `from` to `to` (its neighbours shift); what comes first is the main one. */
export function movePicture(list: PictureList, from: number, to: number): PictureList {
  const { pictures } = list;
  if (from === to || to < 0 || to >= pictures.length || pictures[from] === undefined) return list;
  const moved = [...pictures];
  const [picture] = moved.splice(from, 1);
  moved.splice(to, 0, picture as string);
  return listOf(moved);
}

/** The picture at `index` becomes the main one: it moves to the front, the others keep their order. */
export function makeMainPicture(list: PictureList, index: number): PictureList {
  if (index <= 0 || index >= list.pictures.length) return list;
  return listOf(mainPictureFirst(list.pictures, index));
}

/** Without the picture at `index` (the next one becomes the main one if it was that one). */
export function removePicture(list: PictureList, index: number): PictureList {
  return listOf(list.pictures.filter((_, position) => position !== index));
}

/** With an uploaded picture at the end; one already there is not added twice. */
export function addPicture(list: PictureList, name: string): PictureList {
  if (list.pictures.includes(name)) return list;
  return listOf([...list.pictures, name]);
}
