// Every link in the repository's own markdown works in a clone of this repository alone: a relative link names a file
// or folder inside the repository (never ../shared, never above the root), and its #anchor a heading of that file,
// slugged as GitHub slugs them. docs/errors.md's freshness is test/docs.test.ts's.
// Test pass: embedded only (database-independent: reads the documents)
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import GithubSlugger from 'github-slugger';
import { Lexer, marked, type Token, type Tokens } from 'marked';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// Folders that are not the project's own writing: installed packages, build output, local data.
const SKIPPED_DIRS = new Set(['node_modules', '.git', '.data', 'dist', 'scratch', 'coverage', 'artifacts', '.test-build']);

/** Every markdown file under root, as paths relative to it. */
export function markdownFiles(root: string, dir = ''): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : markdownFiles(root, relative);
    return entry.name.endsWith('.md') ? [relative] : [];
  });
}

/** The text a heading renders to, which is what GitHub slugs (no backticks, no link targets, no tags). */
function plainText(tokens: Token[] | undefined): string {
  return (tokens ?? [])
    .map((token) => {
      if ('tokens' in token && token.tokens) return plainText(token.tokens);
      if (token.type === 'text' || token.type === 'codespan' || token.type === 'escape') return decodeEntities(token.text);
      return '';
    })
    .join('');
}

function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39);/g, (_m, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name] ?? '');
}

// Raw HTML is rare in these files and only ever a plain tag, so an attribute pattern reads it; a parser would be
// another dependency for no case we have.
const HTML_ATTRIBUTE = /\b(href|src|id|name)\s*=\s*["']([^"']*)["']/gi;

interface Parsed {
  links: { href: string; text: string }[];
  anchors: Set<string>;
}

function parse(markdown: string): Parsed {
  const tokens = new Lexer({ gfm: true }).lex(markdown);
  const links: Parsed['links'] = [];
  const anchors = new Set<string>();
  const slugger = new GithubSlugger();
  // walkTokens visits every token in document order, inside lists and tables too, so duplicate headings get
  // GitHub's -1, -2 suffixes in the order GitHub gives them.
  marked.walkTokens(tokens, (token) => {
    if (token.type === 'heading') anchors.add(slugger.slug(plainText((token as Tokens.Heading).tokens)));
    if (token.type === 'link' || token.type === 'image') links.push({ href: (token as Tokens.Link).href, text: token.raw });
    if (token.type === 'html') {
      for (const [, attribute, value] of (token as Tokens.HTML).text.matchAll(HTML_ATTRIBUTE)) {
        if (/^(href|src)$/i.test(attribute!)) links.push({ href: value!, text: token.raw.trim() });
        else anchors.add(value!);
      }
    }
  });
  return { links, anchors };
}

/** Each broken link of the markdown files under root: `file: link: why`. */
export function brokenLinks(root: string, files = markdownFiles(root)): string[] {
  const parsed = new Map<string, Parsed>();
  const parsedFile = (file: string): Parsed => {
    if (!parsed.has(file)) parsed.set(file, parse(readFileSync(path.join(root, file), 'utf8')));
    return parsed.get(file)!;
  };
  const broken: string[] = [];
  for (const file of files) {
    for (const { href, text } of parsedFile(file).links) {
      const problem = checkLink(root, file, href, parsedFile);
      if (problem) broken.push(`${file}: ${text}: ${problem}`);
    }
  }
  return broken;
}

function checkLink(root: string, file: string, href: string, parsedFile: (file: string) => Parsed): string | undefined {
  // An absolute URL (a provider's published specification, a standard) is not this repository's to resolve, and no
  // test here reaches the internet.
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) return undefined;
  const [pathPart = '', anchor] = href.split('#', 2);
  let target: string;
  try {
    target = decodeURIComponent(pathPart);
  } catch {
    return 'not a valid path';
  }
  if (/(^|\/)\.\.\/shared(\/|$)/.test(target)) return 'points at ../shared, which a clone does not have';
  const absolute = target === '' ? path.join(root, file) : target.startsWith('/') ? path.join(root, target) : path.resolve(root, path.dirname(file), target);
  const relative = path.relative(root, absolute);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return 'points outside the repository';
  if (!existsSync(absolute)) return `${relative} does not exist`;
  if (anchor === undefined || anchor === '') return undefined;
  if (statSync(absolute).isDirectory() || !relative.endsWith('.md')) return `#${anchor} on a file that has no headings`;
  if (!parsedFile(relative).anchors.has(decodeURIComponent(anchor))) return `${relative} has no heading #${anchor}`;
  return undefined;
}

describe('links in the documentation', () => {
  it('reads README, SECURITY, CHANGELOG and every docs/ file', () => {
    const files = markdownFiles(ROOT);
    for (const file of ['README.md', 'SECURITY.md', 'CHANGELOG.md', 'docs/api.md', 'docs/errors.md']) assert.ok(files.includes(file), `${file} is not read`);
  });

  it('every link resolves in this repository alone', () => {
    const broken = brokenLinks(ROOT);
    assert.deepEqual(broken, [], `broken links:\n${broken.join('\n')}`);
  });

  it('finds what a broken link looks like', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'ponte-links-'));
    try {
      writeFileSync(path.join(root, 'target.md'), '# The `code` heading\n\n## Interface notes\n\n<a name="kept"></a>\n');
      writeFileSync(
        path.join(root, 'README.md'),
        [
          '[fine](target.md) [anchor](target.md#the-code-heading) [notes](./target.md#interface-notes) [html](#kept-here)',
          '[standard](https://www.rfc-editor.org/rfc/rfc9110) <a href="target.md#kept">kept</a>',
          '[missing](nope.md) [bad anchor](target.md#nothing) [shared](../shared/contract.md) [outside](../../etc/passwd)',
          '[vendor](https://example.com/docs) `[in code](nope.md)` [mail](mailto:security@ponte.example)',
          '',
          '```',
          '[in a fence](nope.md)',
          '```',
          '',
          '| a | b |',
          '|---|---|',
          '| [in a table](gone.md) | x |',
          '',
          '## Kept here',
        ].join('\n'),
      );
      assert.deepEqual(brokenLinks(root), [
        'README.md: [missing](nope.md): nope.md does not exist',
        'README.md: [bad anchor](target.md#nothing): target.md has no heading #nothing',
        'README.md: [shared](../shared/contract.md): points at ../shared, which a clone does not have',
        'README.md: [outside](../../etc/passwd): points outside the repository',
        'README.md: [in a table](gone.md): gone.md does not exist',
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
