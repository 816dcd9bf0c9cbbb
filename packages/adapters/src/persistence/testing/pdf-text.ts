import { extractText, getDocumentProxy } from 'unpdf';

/** A PDF's text as a reader's tools extract it, whitespace (no-break spaces and direction marks too) made single. */
export async function pdfTextForTests(pdf: Uint8Array): Promise<string> {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(doc, { mergePages: true });
  return text.replace(/[\s\u00a0\u202f\u200f\u200e]+/gu, ' ');
}
