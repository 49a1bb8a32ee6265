import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const ROOT = join(__dirname, '../..');
const CLIENT = join(ROOT, 'client/src');
/** The one place that may use Primer's Dialog: it draws the Spanish × for every other dialog. */
const DIALOG_WRAPPER = 'client/src/components/dialog.tsx';

/**
 * Primer's components say some things in English unless a prop says them in Spanish (a loading
 * button reads 'Loading', a spinner 'Loading', a dialog's × 'Close'). Each rule: when the element
 * has `when` (or always, without it), it must also have every prop of `needs`; `never` lists
 * props that have no Spanish form at all.
 */
interface Rule {
  element: string;
  when?: string;
  needs?: string[];
  never?: string[];
}

const RULES: Rule[] = [
  { element: 'Button', when: 'loading', needs: ['loadingAnnouncement'] },
  { element: 'IconButton', when: 'loading', needs: ['loadingAnnouncement'] },
  { element: 'Spinner', needs: ['srText'] },
  { element: 'TextInput', when: 'loading', needs: ['loaderText'] },
  { element: 'Autocomplete.Menu', needs: ['emptyStateText'], never: ['loading'] },
  { element: 'SelectPanel', needs: ['title', 'placeholderText', 'loading', 'announcementsEnabled'] },
  { element: 'Banner', never: ['onDismiss'] },
];

/** Primer exports whose English cannot be changed by a prop: the app has its own. */
const OWN_INSTEAD: Record<string, string> = {
  Dialog: `Dialog from ${DIALOG_WRAPPER}`,
  ConfirmationDialog: `Dialog from ${DIALOG_WRAPPER} with role="alertdialog"`,
  Pagination: 'Pager from client/src/components/pager.tsx',
};

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.tsx') ? [path] : [];
  });
}

/** What in this client file (its path from the repository root, and its text) would speak English. */
function problemsIn(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const problems: string[] = [];
  const at = (node: ts.Node) => `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;

  const visit = (node: ts.Node) => {
    if (
      ts.isImportDeclaration(node) &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      node.moduleSpecifier.text.startsWith('@primer/react') &&
      file !== DIALOG_WRAPPER
    ) {
      const bindings = node.importClause?.namedBindings;
      for (const element of bindings && ts.isNamedImports(bindings) ? bindings.elements : []) {
        const imported = (element.propertyName ?? element.name).text;
        const instead = OWN_INSTEAD[imported];
        if (instead) problems.push(`${at(element)}: ${imported} from Primer speaks English; use ${instead}`);
      }
    }
    if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) {
      const element = node.tagName.getText(source);
      const props = new Set(
        node.attributes.properties.flatMap((prop) => (ts.isJsxAttribute(prop) ? [prop.name.getText(source)] : [])),
      );
      for (const rule of RULES.filter((candidate) => candidate.element === element)) {
        if (rule.when && !props.has(rule.when)) continue;
        for (const needed of rule.needs ?? []) {
          if (!props.has(needed))
            problems.push(`${at(node)}: <${element}> needs ${needed}, or Primer says it in English`);
        }
        for (const banned of rule.never ?? []) {
          if (props.has(banned)) problems.push(`${at(node)}: <${element} ${banned}> makes Primer speak English`);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return problems;
}

const ENGLISH_BY_DEFAULT = `
import { Button, Dialog, Spinner } from '@primer/react';
export const EnglishByDefault = ({ saving }: { saving: boolean }) => (
  <Dialog title="Sin × en español" onClose={() => undefined}>
    <Button loading={saving}>Guardar</Button>
    <Spinner />
  </Dialog>
);`;

describe('Primer speaks Spanish in the client', () => {
  it('gives every Primer component that would say something in English its Spanish text', () => {
    const problems = sourceFiles(CLIENT).flatMap((path) =>
      problemsIn(relative(ROOT, path), readFileSync(path, 'utf8')),
    );
    expect(problems).toEqual([]);
  });

  it('finds what would speak English (the check can fail)', () => {
    const problems = problemsIn('client/src/features/example.tsx', ENGLISH_BY_DEFAULT);
    expect(problems.map((problem) => problem.replace(/^.*\.tsx:\d+: /, ''))).toEqual([
      'Dialog from Primer speaks English; use Dialog from client/src/components/dialog.tsx',
      '<Button> needs loadingAnnouncement, or Primer says it in English',
      '<Spinner> needs srText, or Primer says it in English',
    ]);
  });
});
