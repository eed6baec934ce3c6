import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const root = new URL("..", import.meta.url).pathname;

/**
 * Where a shopper's words come from: the storefront, the shared messages, the form kit, the
 * account API's refusals and the emails.
 */
const SOURCES = [
  "apps/web/src",
  "packages/shared/src",
  "packages/ui/src",
  "apps/server/src/modules/account",
  "apps/server/src/mail/templates",
];
/** The staff's words (back office, staff emails), which a shopper never reads. */
// The English pages' texts (`texts.en.ts`, docs/languages.md) are English on purpose.
const NOT_STOREFRONT = /packages\/shared\/src\/(admin\/|staff)|low-stock-emails|\.en\.tsx?$/;

/**
 * English words a pt-PT shopper should not meet, with the shop's words for them. «email», «link»,
 * «online», «stock» and «cookies» stay: product.md writes them in its own Portuguese texts.
 */
const ENGLISH = {
  password: "palavra-passe",
  checkout: "finalizar compra",
  login: "entrar, iniciar sessão",
  logout: "sair",
  "sign in": "entrar",
  "sign up": "registar",
  wishlist: "favoritos",
  cart: "carrinho",
  banners: "destaques",
  banner: "destaque",
  "back office": "área de gestão",
  backoffice: "área de gestão",
  newsletter: "novidades por email",
  tracking: "seguimento",
  voucher: "vale",
  download: "descarregar",
  upload: "carregar",
  feedback: "opinião",
  sale: "saldos",
};

/**
 * product.md's own texts, kept word for word although they say «password» or «login» (sections 5
 * and 8 of the spec); the test fails when one of them is gone, so the list stays true.
 */
const SPEC_TEXTS = [
  "As password não coincidem",
  "As password não conincidem",
  "Introduza uma password com pelo menos 8 caracteres",
  "As passwords não coincidem",
  "Password alterada com sucesso",
  "A sua password foi estabelecida com successo. Pode agora fazer login com a nova password.",
  "Faça login ou crie uma conta para adicionar produtos aos seus favoritos.",
];

const englishWord = new RegExp(
  `(?<![\\p{L}\\d_/.-])(${Object.keys(ENGLISH).join("|")})(?![\\p{L}\\d_/-])`,
  "iu",
);

function* sourceFiles(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$|test-support/.test(name)) yield path;
  }
}

function isModuleName(node) {
  const parent = node.parent;
  return (
    ts.isImportDeclaration(parent) ||
    ts.isExportDeclaration(parent) ||
    ts.isExternalModuleReference(parent) ||
    (ts.isCallExpression(parent) && parent.expression.kind === ts.SyntaxKind.ImportKeyword)
  );
}

/** A string or JSX text that reads as words: it has a space between words or starts with a capital. */
function isWords(text) {
  return /\p{L}\s+\p{L}/u.test(text) || /^\p{Lu}\p{Ll}/u.test(text.trim());
}

/** The words of a file a user may read: its string literals, template parts and JSX text. */
function* textsOf(path) {
  const source = ts.createSourceFile(
    path,
    readFileSync(path, "utf8"),
    ts.ScriptTarget.Latest,
    true,
  );
  const stack = [source];
  while (stack.length > 0) {
    const node = stack.pop();
    if (
      (ts.isStringLiteral(node) ||
        ts.isNoSubstitutionTemplateLiteral(node) ||
        ts.isTemplateLiteralToken(node) ||
        ts.isJsxText(node)) &&
      !isModuleName(node) &&
      isWords(node.text)
    )
      yield node.text.trim();
    stack.push(...node.getChildren(source));
  }
}

function storefrontTexts() {
  const texts = [];
  for (const dir of SOURCES) {
    for (const file of sourceFiles(join(root, dir))) {
      const name = relative(root, file);
      if (NOT_STOREFRONT.test(name)) continue;
      for (const text of textsOf(file)) texts.push({ file: name, text });
    }
  }
  return texts;
}

describe("the storefront's words", () => {
  const texts = storefrontTexts();

  it("are Portuguese: no English word the shop has its own word for", () => {
    const english = texts
      .filter(({ text }) => !SPEC_TEXTS.includes(text) && englishWord.test(text))
      .map(
        ({ file, text }) =>
          `${file}: «${text}» (${ENGLISH[text.match(englishWord)[1].toLowerCase()]})`,
      );
    expect(english).toEqual([]);
  });

  it("keep product.md's own texts word for word", () => {
    const found = new Set(texts.map(({ text }) => text));
    expect(SPEC_TEXTS.filter((text) => !found.has(text))).toEqual([]);
  });
});
