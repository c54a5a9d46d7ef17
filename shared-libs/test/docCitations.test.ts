/**
 * @jest-environment node
 *
 * Every section a comment or a doc cites exists (docs/testing.md, "One thing, one place"). The code cites the
 * project's docs as `docs/<file>.md "Section"` (a comma or a line break between them is allowed), and the docs link
 * each other as `[text](<file>.md#anchor)`. A cited section is a heading of that file, or the bold lead-in that opens
 * one of its paragraphs or list items (`- **Section.** …`): the name as written, or its words before a
 * parenthesis or a punctuation mark ("Server rendering" cites "## Server rendering (issue 14)", "Server" does not). A renamed or removed section fails here, with each place that still
 * cites it.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const TEXT = /\.(ts|tsx|mjs|cjs|js|css|scss|md|sh|ya?ml|html)$/;

/** A file's text with comment and list markers at line starts folded away, so a citation may wrap a line. */
const flatten = (text: string) => text.replace(/\n\s*(?:\*|\/\/|#)?\s*/g, ' ');

/** The citations in a text: `docs/<file>.md` then a quoted section name. */
export function citationsIn(text: string): { doc: string; section: string }[] {
  const found = [];
  for (const match of flatten(text).matchAll(/docs\/([\w-]+(?:\/[\w-]+)*\.md)\)?,?\s*\(?["“]([^"”]{1,100})["”]/g))
    found.push({ doc: match[1]!, section: match[2]!.replace(/\\'/g, "'").trim() });
  return found;
}

/** The names a doc's sections go by: its headings and its paragraphs' bold lead-ins. */
export function sectionsOf(markdown: string): string[] {
  const names: string[] = [];
  for (const line of markdown.split('\n')) {
    const heading = /^#{1,6} (.*)$/.exec(line);
    if (heading) names.push(heading[1]!);
    const leadIn = /^\s*(?:[-*] |\d+\. )?\*\*(.+?)\*\*/.exec(line);
    if (leadIn) names.push(leadIn[1]!);
  }
  return names.map((name) => name.replace(/`/g, '').trim());
}

/** A name cites a section when it is the section's name, or its name before a parenthesis or a punctuation mark. */
export const cites = (sections: readonly string[], name: string) =>
  sections.some(
    (section) => section === name || (section.startsWith(name) && /^(?: \(|[:.,;]| —| –)/.test(section.slice(name.length))),
  );

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as dashes. */
const anchorOf = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');

const files = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' })
  .split('\n')
  .filter((file) => TEXT.test(file) && !file.includes('node_modules/'));
const docs = new Map<string, string | null>();
const docText = (doc: string) => {
  if (!docs.has(doc)) {
    try {
      docs.set(doc, readFileSync(path.join(ROOT, 'docs', doc), 'utf8'));
    } catch {
      docs.set(doc, null);
    }
  }
  return docs.get(doc)!;
};

test('every docs section a file cites exists', () => {
  const broken: string[] = [];
  let count = 0;
  for (const file of files) {
    for (const { doc, section } of citationsIn(readFileSync(path.join(ROOT, file), 'utf8'))) {
      count += 1;
      const text = docText(doc);
      if (text === null) broken.push(`${file}: docs/${doc} does not exist`);
      else if (!cites(sectionsOf(text), section)) broken.push(`${file}: docs/${doc} has no section "${section}"`);
    }
  }
  expect(broken).toEqual([]);
  // The scan reads the citations the code really makes (hundreds), not none.
  expect(count).toBeGreaterThan(300);
});

test('every link between the docs reaches a heading', () => {
  const broken: string[] = [];
  for (const file of files.filter((name) => name.startsWith('docs/') && name.endsWith('.md'))) {
    const text = readFileSync(path.join(ROOT, file), 'utf8');
    for (const match of text.matchAll(/\]\(([\w-]+\.md)#([^)\s]+)\)/g)) {
      const target = docText(match[1]!);
      const anchors =
        target === null
          ? []
          : target
              .split('\n')
              .flatMap((line) => /^#{1,6} (.*)$/.exec(line)?.slice(1) ?? [])
              .map(anchorOf);
      if (!anchors.includes(match[2]!)) broken.push(`${file}: ${match[1]}#${match[2]}`);
    }
  }
  expect(broken).toEqual([]);
});

test('the check tells a cited section from a missing one', () => {
  const doc = ['# Title', '## Server rendering', '### A remote that fails', '- **Row actions (admin).** Icons.', 'Text.'].join(
    '\n',
  );
  const sections = sectionsOf(doc);
  expect(cites(sections, 'Server rendering')).toBe(true);
  expect(cites(sections, 'Row actions')).toBe(true);
  expect(cites(sections, 'Server')).toBe(false);
  expect(cites(sections, 'Breadcrumbs')).toBe(false);
  expect(citationsIn('/**\n * the page (docs/architecture.md,\n * "Server rendering") and\n */')).toEqual([
    { doc: 'architecture.md', section: 'Server rendering' },
  ]);
});
