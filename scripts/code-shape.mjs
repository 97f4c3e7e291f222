/**
 * `node scripts/code-shape.mjs [--list]`: how many product source files run over 300 lines and how many functions
 * over 80, the two figures the code's shape is held to (docs/architecture.md, "Size"). Product source is
 * `packages/core/src`, `apps/server/src` and `apps/web/src` without tests and test support (`testing/`).
 * `--list` names each one, longest first.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const root = join(import.meta.dirname, '..');
const sourceRoots = ['packages/core/src', 'apps/server/src', 'apps/web/src'];
const fileLimit = 300;
const functionLimit = 80;

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'testing') yield* sourceFiles(path);
    } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) {
      yield path;
    }
  }
}

/** Every function, arrow and method with its name (or where it stands) and its length in lines. */
function functionLengths(path, text) {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const lineOf = (position) => source.getLineAndCharacterOfPosition(position).line;
  const found = [];
  const visit = (node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const lines = lineOf(node.getEnd()) - lineOf(node.getStart(source)) + 1;
      const named = node.name ?? (ts.isVariableDeclaration(node.parent) ? node.parent.name : undefined);
      const name = named ? named.getText(source) : '(anonymous)';
      found.push({ where: `${relative(root, path)}:${lineOf(node.getStart(source)) + 1} ${name}`, lines });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const longFiles = [];
const longFunctions = [];
for (const sourceRoot of sourceRoots) {
  for (const path of sourceFiles(join(root, sourceRoot))) {
    const text = readFileSync(path, 'utf8');
    const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
    if (lines > fileLimit) longFiles.push({ where: relative(root, path), lines });
    longFunctions.push(...functionLengths(path, text).filter((each) => each.lines > functionLimit));
  }
}

const byLength = (a, b) => b.lines - a.lines;
console.log(`files over ${fileLimit} lines: ${longFiles.length}`);
console.log(`functions over ${functionLimit} lines: ${longFunctions.length}`);
if (process.argv.includes('--list')) {
  for (const each of [...longFiles.sort(byLength), ...longFunctions.sort(byLength)]) {
    console.log(`  ${String(each.lines).padStart(4)}  ${each.where}`);
  }
}
