import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const ROOT = join(__dirname, '../..');
const CONTRACTS = join(ROOT, 'services/contracts');
const CLIENT = join(ROOT, 'client/src');

/**
 * Client declarations still named like a contract's, to be moved (issue 29): `<file>#<name>`.
 * The list only shrinks: a name moved into services/contracts is taken off it.
 */
const NOT_MOVED_YET: readonly string[] = [];

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => join(entry.parentPath, entry.name));

/** The interfaces and type aliases a file declares, exported or not. */
function declaredTypes(path: string): Array<{ name: string; exported: boolean }> {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest);
  return source.statements
    .filter((node) => ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node))
    .map((node) => ({
      name: node.name.text,
      exported: node.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword) ?? false,
    }));
}

const contractTypes = new Set(
  sourceFiles(CONTRACTS).flatMap((path) =>
    declaredTypes(path)
      .filter((type) => type.exported)
      .map((type) => type.name),
  ),
);

/** Every client declaration of a type the contracts already declare: a copy that drifts. */
const twins = sourceFiles(CLIENT).flatMap((path) =>
  declaredTypes(path)
    .filter((type) => contractTypes.has(type.name))
    .map((type) => `${relative(ROOT, path)}#${type.name}`),
);

describe('answer types are declared once, in services/contracts', () => {
  it('has no client type named like a contract type (import it, or derive it with Pick/Omit under another name)', () => {
    expect(twins.filter((twin) => !NOT_MOVED_YET.includes(twin))).toEqual([]);
  });

  it('lists as not moved yet only twins that still exist', () => {
    expect(NOT_MOVED_YET.filter((twin) => !twins.includes(twin))).toEqual([]);
  });
});
