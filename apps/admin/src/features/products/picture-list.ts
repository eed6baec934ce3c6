/** A product's pictures in their order, and which of them is the thumbnail (an index into them). */
export interface PictureList {
  pictures: string[];
  thumbnailIndex: number;
}

const thumbnailName = ({ pictures, thumbnailIndex }: PictureList) => pictures[thumbnailIndex];

/** The list with `pictures` in a new order or subset, the thumbnail still on the same picture. */
function keepingThumbnail(list: PictureList, pictures: string[]): PictureList {
  const index = pictures.indexOf(thumbnailName(list) ?? "");
  return { pictures, thumbnailIndex: index === -1 ? 0 : index };
}

/** Moves the picture at `from` to `to` (its neighbours shift); the thumbnail stays the same one. */
export function movePicture(list: PictureList, from: number, to: number): PictureList {
  const { pictures } = list;
  if (from === to || to < 0 || to >= pictures.length || pictures[from] === undefined) return list;
  const moved = [...pictures];
  const [picture] = moved.splice(from, 1);
  moved.splice(to, 0, picture as string);
  return keepingThumbnail(list, moved);
}

/** Without the picture at `index`; the thumbnail becomes the first picture if it was that one. */
export function removePicture(list: PictureList, index: number): PictureList {
  return keepingThumbnail(
    list,
    list.pictures.filter((_, position) => position !== index),
  );
}

/** With an uploaded picture at the end; one already there is not added twice. */
export function addPicture(list: PictureList, name: string): PictureList {
  if (list.pictures.includes(name)) return list;
  return { ...list, pictures: [...list.pictures, name] };
}
