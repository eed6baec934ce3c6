import { fileURLToPath } from "node:url";
import ts from "typescript";

const SCHEMA = fileURLToPath(new URL("../src/db/schema.ts", import.meta.url));
const TSCONFIG = fileURLToPath(new URL("../tsconfig.json", import.meta.url));

/** What a column's value is, in terms both TypeScript and PostgreSQL can be read into. */
export type ColumnFamily = "number" | "string" | "boolean" | "date" | "array" | "json";

/** `table.column` → e.g. "string null": the type a query returns, as schema.ts declares it. */
export type ColumnShapes = Record<string, string>;

function family(type: ts.Type, checker: ts.TypeChecker): ColumnFamily | string {
  if (type.flags & ts.TypeFlags.NumberLike) return "number";
  if (type.flags & ts.TypeFlags.StringLike) return "string";
  if (type.flags & ts.TypeFlags.BooleanLike) return "boolean";
  if (checker.isArrayType(type)) return "array";
  if (type.getSymbol()?.getName() === "Date") return "date";
  if (type.flags & ts.TypeFlags.Object) return "json";
  return checker.typeToString(type);
}

/** The select type of a column: Kysely's ColumnType and Generated keep it in `__select__`. */
function shape(column: ts.Symbol, at: ts.Node, checker: ts.TypeChecker): string {
  const declared = checker.getTypeOfSymbolAtLocation(column, at);
  const selected = declared.getProperty("__select__");
  const type = selected ? checker.getTypeOfSymbolAtLocation(selected, at) : declared;
  const parts = type.isUnion() ? type.types : [type];
  const nullable = parts.some((part) => part.flags & ts.TypeFlags.Null);
  const families = new Set(
    parts.filter((part) => !(part.flags & ts.TypeFlags.Null)).map((p) => family(p, checker)),
  );
  return `${[...families].join("|")}${nullable ? " null" : ""}`;
}

/** Reads apps/server/src/db/schema.ts with the TypeScript compiler: every column of `DB`. */
export function declaredColumns(): ColumnShapes {
  const config = ts.readConfigFile(TSCONFIG, ts.sys.readFile).config;
  const { options } = ts.parseJsonConfigFileContent(
    config,
    ts.sys,
    fileURLToPath(new URL("..", import.meta.url)),
  );
  const program = ts.createProgram([SCHEMA], options);
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(SCHEMA);
  const db =
    source && checker.getSymbolAtLocation(source)?.exports?.get(ts.escapeLeadingUnderscores("DB"));
  if (!source || !db) throw new Error("schema.ts exports no DB interface");
  const shapes: ColumnShapes = {};
  for (const table of checker.getDeclaredTypeOfSymbol(db).getProperties()) {
    for (const column of checker.getTypeOfSymbolAtLocation(table, source).getProperties()) {
      shapes[`${table.getName()}.${column.getName()}`] = shape(column, source, checker);
    }
  }
  return shapes;
}
