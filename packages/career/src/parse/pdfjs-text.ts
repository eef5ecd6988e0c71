/**
 * Each page's text as pdf.js draws it, in visual order, one line per pdf.js line.
 *
 * pdf.js gives a right-to-left text item its letters in logical order, so a page mixes visual and
 * logical order whenever an item holds more than one glyph: a word drawn inside one marked-content
 * span (the CV PDFs rewritten by render/arabic-actual-text), or a pair such as «دل» in a Chromium
 * PDF. Turning those items back to visual order leaves `visualToLogical` one consistent line to undo
 * (it read «عادل» as «عالد», and a rewritten CV's words backwards).
 */
export async function pdfJsVisualPages(data: Uint8Array): Promise<string[]> {
  const { getDocumentProxy } = await import('unpdf');
  const pdf = await getDocumentProxy(data);
  try {
    const pages: string[] = [];
    for (let number = 1; number <= pdf.numPages; number += 1) {
      const page = await pdf.getPage(number);
      const { items } = await page.getTextContent();
      pages.push(
        items
          .map((item) => {
            if (!('str' in item)) return '';
            const text = item.dir === 'rtl' ? Array.from(item.str).reverse().join('') : item.str;
            return item.hasEOL ? `${text}\n` : text;
          })
          .join(''),
      );
      page.cleanup();
    }
    return pages;
  } finally {
    await pdf.destroy();
  }
}
