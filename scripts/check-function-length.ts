/**
 * Lint step: no function or component in src/ longer than 80 lines (issue #31, decision 0059). Biome's
 * `noExcessiveLinesPerFunction` counts line breaks in the trivia between tokens, and JSX text is a token,
 * so a component whose body is one long JSX tree passes it whatever its length; this counts the lines a
 * reader scrolls through instead: from the line after the body's opening brace (or the first line of an
 * arrow's expression) to the line before its closing one, nested functions included, as ESLint's
 * max-lines-per-function does. Usage: node scripts/check-function-length.ts [dir]
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import ts from 'typescript';

const MAX_LINES = 80;
/**
 * Left for the work in flight on them, exempt by name so the list only shrinks: the results page and a
 * reseller's page that issue #30 is changing.
 */
const EXEMPT = new Set([
  'src/web/app/results/results-filters.tsx',
  'src/web/app/results/results-view.tsx',
  'src/web/app/routes/admin/admin-reseller.tsx',
]);

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

function bodyLines(source: ts.SourceFile, body: ts.Node): number {
  const line = (position: number) => source.getLineAndCharacterOfPosition(position).line;
  const first = line(body.getStart(source));
  const last = line(body.getEnd());
  return ts.isBlock(body) ? last - first - 1 : last - first + 1;
}

function functionName(node: ts.FunctionLikeDeclaration, source: ts.SourceFile): string {
  if (node.name) return node.name.getText(source);
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) return parent.name.getText(source);
  return '(anonymous)';
}

/** The functions of one file longer than the limit, as `file:line name (lines)`. */
export function longFunctions(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const lines = bodyLines(source, node.body);
      if (lines > MAX_LINES) {
        const at = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
        found.push(`${fileName}:${at} ${functionName(node as ts.FunctionLikeDeclaration, source)} (${lines} lines)`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every long function under a folder, the exempt files left out. */
async function longFunctionsUnder(root: string): Promise<string[]> {
  const files = (await sourceFiles(root)).filter((file) => !EXEMPT.has(file.split(path.sep).join('/')));
  const found = await Promise.all(files.map(async (file) => longFunctions(file, await readFile(file, 'utf8'))));
  return found.flat();
}

if (import.meta.main) {
  const found = await longFunctionsUnder(process.argv[2] ?? 'src');
  if (found.length > 0) {
    console.error(`Functions over ${MAX_LINES} lines (split them into hooks and parts):\n${found.join('\n')}`);
    process.exitCode = 1;
  }
}
