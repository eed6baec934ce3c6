const MEGABYTE = 1024 * 1024;

/** What a media address that holds no picture answers (404). */
export const MEDIA_NOT_FOUND = "A imagem pedida não existe.";

/** What staff read when a picture is refused. */
export const pictureTexts = {
  missing: "Escolha uma imagem para enviar.",
  notAPicture: (formats: string) =>
    `O ficheiro não é uma imagem que a loja aceite. Envie uma fotografia ${formats}.`,
  heicUnreadable:
    "Este servidor não consegue ler fotografias HEIC. Converta-a para JPEG (no iPhone: Definições › Câmara › Formatos › Mais compatível) e envie-a de novo.",
  damaged: "A imagem está danificada ou incompleta. Envie de novo o ficheiro original.",
  tooLarge: (bytes: number) =>
    `A imagem tem mais de ${Math.round(bytes / MEGABYTE)} MB. Envie uma fotografia mais pequena.`,
  tooManyPixels: (pixels: number) =>
    `A imagem tem demasiados píxeis (o máximo são ${Math.round(pixels / 1_000_000)} megapíxeis). Reduza-a e envie-a de novo.`,
  tooSmall: (side: number) =>
    `A imagem é demasiado pequena para um produto: precisa de pelo menos ${side} × ${side} píxeis.`,
};
