// The index page of `npm run shots`: each page's pictures at every width side by side, grouped
// (storefront, back office), each picture a link to itself at full size.

const escapeHtml = (text) =>
  String(text).replace(
    /[&<>"]/g,
    (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[char],
  );

/** The file of a page's picture at a width. */
export const shotFile = (name, width) => `${name}-${width}.png`;

/**
 * `groups`: [{ title, pages: [{ name, url }] }]; `widths`: the widths shot, narrowest first.
 * Wide pictures are shown at half their width, so a phone and a desktop fit on one screen.
 */
export function shotsIndex(groups, widths, takenAt = new Date()) {
  const figure = (page, width) => {
    const file = escapeHtml(shotFile(page.name, width));
    const shown = width > 800 ? Math.round(width / 2) : width;
    return `<figure><figcaption>${width} px</figcaption><a href="${file}"><img src="${file}" width="${shown}" alt="${escapeHtml(page.name)} a ${width} px" loading="lazy"></a></figure>`;
  };
  const section = (page) =>
    `<section><h3>${escapeHtml(page.name)} <code>${escapeHtml(page.url)}</code></h3><div class="row">${widths
      .map((width) => figure(page, width))
      .join("")}</div></section>`;
  const body = groups
    .map((group) => `<h2>${escapeHtml(group.title)}</h2>${group.pages.map(section).join("")}`)
    .join("");
  return `<!doctype html>
<html lang="pt-PT">
<head>
<meta charset="utf-8">
<title>Sapataria Lisboa: as páginas</title>
<style>
body { margin: 2rem; font-family: system-ui, sans-serif; background: #f4f1ec; color: #24201c; }
section { margin: 0 0 3rem; }
.row { display: flex; gap: 2rem; align-items: flex-start; overflow-x: auto; }
figure { margin: 0; }
figcaption { font-size: 0.8rem; color: #6b625a; }
img { display: block; height: auto; border: 1px solid #d8d0c6; background: #fff; }
code { font-size: 0.85rem; color: #6b625a; }
</style>
</head>
<body>
<h1>Sapataria Lisboa: as páginas</h1>
<p>Tiradas a ${escapeHtml(takenAt.toISOString())} com <code>npm run shots</code>.</p>
${body}
</body>
</html>
`;
}
