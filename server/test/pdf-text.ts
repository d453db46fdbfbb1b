import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

// The metrics of the standard fonts a PDF names without embedding them, from the package itself.
const standardFontDataUrl = join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts/');

/** The text of every page of a PDF and each page's size in points, as a PDF reader would see them. */
export async function pdfPages(bytes: Buffer): Promise<{ text: string; width: number; height: number }[]> {
  const document = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false, standardFontDataUrl })
    .promise;
  const pages = [];
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    const [, , width, height] = page.view;
    const text = content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join('');
    pages.push({ text, width: width!, height: height! });
  }
  await document.destroy();
  return pages;
}
