import ts from 'typescript';

/**
 * Puts a locale's code translations into the code that asks for them: in
 * `translate({id, message})` the message becomes the translation, and in
 * `<Translate id="…">message</Translate>` the children do. Docusaurus looks
 * each id up in one table that every page's main script carries (most of
 * its strings are for the dialog, the editor or one kind of page); once a string is in its component's own
 * chunk, the table no longer needs it, and `translate` falls back to the
 * message, now translated, exactly as before.
 *
 * Only literal ids and messages are rewritten; any other use of the two
 * functions is reported, so that its ids stay in the table.
 *
 * Descriptions go: they tell translators where a string appears, and
 * `write-translations` reads them from the sources; nothing in the browser
 * reads them, yet each one would travel in its chunk.
 */

/** What a module does with the translation functions. */
export interface TranslationUses {
  /** Ids whose every use in the module was given its translation. */
  readonly inlined: ReadonlySet<string>;
  /** Ids used in a way that still reads the table (a call without a message...). */
  readonly kept: ReadonlySet<string>;
  /** Uses whose id is not a literal: nobody can tell which entries they need. */
  readonly dynamic: number;
}

const TRANSLATE_MODULE = '@docusaurus/Translate';

function scriptKind(fileName: string): ts.ScriptKind {
  if (fileName.endsWith('.ts')) {
    return ts.ScriptKind.TS;
  }
  return fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.JSX;
}

function literalText(node: ts.Node | undefined): string | undefined {
  return node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
    ? node.text
    : undefined;
}

/** The local names the module gives `translate` and `Translate`. */
function importedNames(file: ts.SourceFile): {call?: string; component?: string} {
  const names: {call?: string; component?: string} = {};
  for (const statement of file.statements) {
    if (
      !ts.isImportDeclaration(statement) ||
      literalText(statement.moduleSpecifier) !== TRANSLATE_MODULE ||
      !statement.importClause
    ) {
      continue;
    }
    const {name, namedBindings} = statement.importClause;
    if (name) {
      names.component = name.text;
    }
    if (namedBindings && ts.isNamedImports(namedBindings)) {
      for (const element of namedBindings.elements) {
        if ((element.propertyName ?? element.name).text === 'translate') {
          names.call = element.name.text;
        }
      }
    }
  }
  return names;
}

/** An identifier that names something else: an import, an attribute, a property. */
function isNameOnly(node: ts.Identifier): boolean {
  const {parent} = node;
  return (
    ts.isImportClause(parent) ||
    ts.isImportSpecifier(parent) ||
    ts.isJsxAttribute(parent) ||
    ((ts.isPropertyAssignment(parent) ||
      ts.isPropertyAccessExpression(parent) ||
      ts.isPropertyDeclaration(parent) ||
      ts.isPropertySignature(parent) ||
      ts.isMethodDeclaration(parent)) &&
      parent.name === node)
  );
}

interface Edit {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

/**
 * The module with the translations of `table` written in, and what it does
 * with the translation functions. `table` null only analyses.
 */
export function inlineTranslations(
  source: string,
  fileName: string,
  table: Readonly<Record<string, string>> | null,
): {code: string; uses: TranslationUses} {
  const inlined = new Set<string>();
  const kept = new Set<string>();
  let dynamic = 0;
  if (!source.includes(TRANSLATE_MODULE)) {
    return {code: source, uses: {inlined, kept, dynamic}};
  }
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    true,
    scriptKind(fileName),
  );
  const names = importedNames(file);
  const edits: Edit[] = [];
  const handled = new Set<ts.Node>();

  const translationOf = (id: string) => (table && id in table ? table[id] : undefined);

  /** Removes `description: …` with the comma that separates it from its neighbour. */
  const dropDescriptionProperty = (options: ts.ObjectLiteralExpression) => {
    const {properties} = options;
    const index = properties.findIndex(
      (candidate) =>
        ts.isPropertyAssignment(candidate) &&
        ts.isIdentifier(candidate.name) &&
        candidate.name.text === 'description',
    );
    if (index === -1) {
      return;
    }
    const description = properties[index]!;
    const next = properties[index + 1];
    const previous = properties[index - 1];
    if (next) {
      edits.push({start: description.getStart(file), end: next.getStart(file), text: ''});
    } else if (previous) {
      edits.push({start: previous.getEnd(), end: description.getEnd(), text: ''});
    } else {
      edits.push({start: description.getStart(file), end: description.getEnd(), text: ''});
    }
  };

  const dropDescriptionAttribute = (attributes: ts.JsxAttributes) => {
    const description = attributes.properties.find(
      (attribute): attribute is ts.JsxAttribute =>
        ts.isJsxAttribute(attribute) &&
        ts.isIdentifier(attribute.name) &&
        attribute.name.text === 'description',
    );
    if (description) {
      edits.push({start: description.getFullStart(), end: description.getEnd(), text: ''});
    }
  };

  const visitCall = (node: ts.CallExpression) => {
    const [options] = node.arguments;
    if (!options || !ts.isObjectLiteralExpression(options)) {
      dynamic += 1;
      return;
    }
    if (table) {
      dropDescriptionProperty(options);
    }
    const property = (key: string) =>
      options.properties.find(
        (candidate): candidate is ts.PropertyAssignment =>
          ts.isPropertyAssignment(candidate) &&
          ts.isIdentifier(candidate.name) &&
          candidate.name.text === key,
      );
    const idProperty = property('id');
    const messageProperty = property('message');
    const id = idProperty
      ? literalText(idProperty.initializer)
      : literalText(messageProperty?.initializer);
    if (id === undefined) {
      dynamic += 1;
      return;
    }
    if (!messageProperty || literalText(messageProperty.initializer) === undefined) {
      kept.add(id);
      return;
    }
    const translation = translationOf(id);
    if (translation !== undefined) {
      const value = messageProperty.initializer;
      edits.push({
        start: value.getStart(file),
        end: value.getEnd(),
        text: JSON.stringify(translation),
      });
    }
    inlined.add(id);
  };

  const visitElement = (node: ts.JsxElement) => {
    if (table) {
      dropDescriptionAttribute(node.openingElement.attributes);
    }
    const idAttribute = node.openingElement.attributes.properties.find(
      (attribute): attribute is ts.JsxAttribute =>
        ts.isJsxAttribute(attribute) &&
        ts.isIdentifier(attribute.name) &&
        attribute.name.text === 'id',
    );
    const initializer = idAttribute?.initializer;
    const id =
      initializer && ts.isJsxExpression(initializer)
        ? literalText(initializer.expression)
        : literalText(initializer);
    const children = node.children.filter(
      (child) => !(ts.isJsxText(child) && child.containsOnlyTriviaWhiteSpaces),
    );
    const [child] = children;
    const staticChild =
      children.length === 1 &&
      child !== undefined &&
      (ts.isJsxText(child) ||
        (ts.isJsxExpression(child) && literalText(child.expression) !== undefined));
    if (id === undefined) {
      // The id is the children's text, as JSX reads it: left to the table.
      dynamic += idAttribute ? 1 : 0;
      return;
    }
    if (!staticChild) {
      kept.add(id);
      return;
    }
    const translation = translationOf(id);
    if (translation !== undefined) {
      edits.push({
        start: node.openingElement.getEnd(),
        end: node.closingElement.getStart(file),
        text: `{${JSON.stringify(translation)}}`,
      });
    }
    inlined.add(id);
  };

  const visit = (node: ts.Node): void => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === names.call
    ) {
      handled.add(node.expression);
      visitCall(node);
    } else if (
      ts.isJsxElement(node) &&
      ts.isIdentifier(node.openingElement.tagName) &&
      node.openingElement.tagName.text === names.component
    ) {
      handled.add(node.openingElement.tagName);
      handled.add(node.closingElement.tagName);
      visitElement(node);
    } else if (
      ts.isIdentifier(node) &&
      (node.text === names.call || node.text === names.component) &&
      !handled.has(node) &&
      !isNameOnly(node)
    ) {
      // Any other use (a self-closing <Translate />, the function passed on).
      dynamic += 1;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);

  for (const id of kept) {
    inlined.delete(id);
  }
  let code = source;
  for (const edit of [...edits].sort((a, b) => b.start - a.start)) {
    code = code.slice(0, edit.start) + edit.text + code.slice(edit.end);
  }
  return {code, uses: {inlined, kept, dynamic}};
}
