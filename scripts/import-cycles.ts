/**
 * Lists the import cycles among the site's modules (src/ and contract/): the strongly connected
 * groups of files that import each other, directly or through others, and one cycle in each.
 * Type-only imports count too (they tie modules together for a reader). Exits 1 when there is one.
 *
 *   npx tsx scripts/import-cycles.ts [folder…]
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const roots = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['src', 'contract'];
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

function resolve(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, ...EXTENSIONS.map((ext) => base + ext)]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile() && /\.tsx?$/.test(candidate)) return path.relative(process.cwd(), candidate);
  }
  return null;
}

function importsOf(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found.map((s) => resolve(file, s)).filter((f): f is string => f !== null);
}

const files = roots.flatMap(filesUnder);
const graph = new Map(files.map((file) => [file, importsOf(file)]));

// Tarjan's strongly connected components.
let index = 0;
const indices = new Map<string, number>();
const low = new Map<string, number>();
const stack: string[] = [];
const onStack = new Set<string>();
const groups: string[][] = [];
function connect(v: string) {
  indices.set(v, index);
  low.set(v, index++);
  stack.push(v);
  onStack.add(v);
  for (const w of graph.get(v) ?? []) {
    if (!indices.has(w)) {
      connect(w);
      low.set(v, Math.min(low.get(v)!, low.get(w)!));
    } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, indices.get(w)!));
  }
  if (low.get(v) === indices.get(v)) {
    const group: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      group.push(w);
    } while (w !== v);
    if (group.length > 1 || (graph.get(v) ?? []).includes(v)) groups.push(group);
  }
}
for (const file of graph.keys()) if (!indices.has(file)) connect(file);

/** One cycle through the group's first file (a shortest path back to it, breadth first). */
function oneCycle(group: string[]): string[] {
  const inGroup = new Set(group);
  const start = group[0];
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const v = queue.shift()!;
    for (const w of graph.get(v) ?? []) {
      if (!inGroup.has(w)) continue;
      if (w === start) {
        const cycle = [v];
        while (cycle[0] !== start) cycle.unshift(previous.get(cycle[0])!);
        return [...cycle, start];
      }
      if (!previous.has(w)) {
        previous.set(w, v);
        queue.push(w);
      }
    }
  }
  return [start];
}

console.log(`${groups.length} import cycle group(s) among ${files.length} modules of ${roots.join(', ')}`);
for (const group of groups) console.log(`- ${group.length} files: ${oneCycle(group).join(' -> ')}`);
process.exitCode = groups.length > 0 ? 1 : 0;
