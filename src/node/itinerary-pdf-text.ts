/**
 * Test helper: what a PDF reader extracts from a PDF (each page's text and the document info),
 * read by PDF.js (`pdfjs-dist`, a dev dependency). PDF.js ships only as ES modules, which Jest's
 * module system cannot load here, so it runs in a child Node process: the unit tests of the
 * generator and the end-to-end test of the download both use it.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

export interface PdfText {
  pages: string[];
  info: { Title?: string; Author?: string; CreationDate?: string };
}

const READER = `
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const doc = await getDocument({ data: new Uint8Array(Buffer.concat(chunks)), isEvalSupported: false, verbosity: 0 }).promise;
const pages = [];
for (let n = 1; n <= doc.numPages; n += 1) {
  const content = await (await doc.getPage(n)).getTextContent();
  pages.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\\n' : ' ') : '')).join(''));
}
const { info } = await doc.getMetadata();
process.stdout.write(JSON.stringify({ pages, info }));
`;

const ROOT = path.resolve(__dirname, '..', '..');

export function readPdfText(pdf: Buffer): PdfText {
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', READER], { input: pdf, cwd: ROOT, maxBuffer: 32 * 1024 * 1024 });
  return JSON.parse(out.toString('utf8')) as PdfText;
}

/** Extracted text with runs of whitespace made single spaces, for `toContain` checks. */
export const flatText = (text: PdfText) => text.pages.join('\n').replace(/\s+/g, ' ');
