import type { StatementLanguage } from '@cobuy/domain';
import PDFDocument from 'pdfkit';
import { LATIN, scriptFontOf, type ScriptFont } from './fonts.js';

const LEFT = 50;
const WIDTH = 495;

type Weight = 'regular' | 'bold';

/**
 * A page that writes in one language: characters of the language's script in its Noto font, everything else
 * (digits, Latin names, punctuation) in Noto Sans, since pdfkit does no font fallback. Arabic is right to
 * left: runs are placed from the right and columns mirrored; fontkit shapes and orders the letters of each
 * Arabic run. Full bidirectional reordering inside a run (Unicode's algorithm) is not done: the texts are
 * written so that Arabic and figures stand in separate runs.
 */
export class PdfCanvas {
  readonly doc: PDFKit.PDFDocument;
  readonly rtl: boolean;
  private readonly script: ScriptFont | null;
  y = 50;

  constructor(language: StatementLanguage, title: string, createdAt: Date) {
    this.rtl = language === 'ar';
    this.script = scriptFontOf(language);
    this.doc = new PDFDocument({
      size: 'A4',
      margin: LEFT,
      lang: language,
      info: { Title: title, Creator: 'CoBuy Accra', CreationDate: createdAt },
    });
    this.doc.registerFont('latin-regular', LATIN.regular);
    this.doc.registerFont('latin-bold', LATIN.bold);
    if (this.script) {
      this.doc.registerFont('script-regular', this.script.font.regular);
      this.doc.registerFont('script-bold', this.script.font.bold);
    }
  }

  /** Splits text into runs of one font each; whitespace stands alone so right-to-left placement spaces it. */
  private runs(text: string, weight: Weight): { text: string; font: string }[] {
    const out: { text: string; font: string }[] = [];
    for (const ch of text) {
      const kind = /\s/u.test(ch) ? 'space' : this.script?.draws.test(ch) ? 'script' : 'latin';
      const font = `${kind === 'script' ? 'script' : 'latin'}-${weight}`;
      const last = out[out.length - 1];
      if (last && last.font === font && kind !== 'space' && !/\s/u.test(last.text)) last.text += ch;
      else out.push({ text: ch, font });
    }
    return this.rtl ? out.reverse() : out;
  }

  private widthOf(runs: { text: string; font: string }[], size: number): number {
    return runs.reduce((w, r) => w + this.doc.font(r.font).fontSize(size).widthOfString(r.text), 0);
  }

  /** One line of text in a box, aligned to its start (the right for Arabic) or its end. */
  line(text: string, box: { x: number; width: number }, opts: { size?: number; weight?: Weight; end?: boolean } = {}) {
    const size = opts.size ?? 10;
    const runs = this.runs(text, opts.weight ?? 'regular');
    const width = this.widthOf(runs, size);
    const toRight = this.rtl !== (opts.end ?? false);
    let x = toRight ? box.x + box.width - width : box.x;
    for (const r of runs) {
      this.doc.font(r.font).fontSize(size).text(r.text, x, this.y, { lineBreak: false });
      x += this.doc.widthOfString(r.text);
    }
  }

  /** A box given in left-to-right terms, mirrored for Arabic. */
  box(x: number, width: number): { x: number; width: number } {
    return this.rtl ? { x: LEFT + WIDTH - (x - LEFT) - width, width } : { x, width };
  }

  full(): { x: number; width: number } {
    return { x: LEFT, width: WIDTH };
  }

  heading(text: string, size = 12): void {
    this.y += 10;
    this.line(text, this.full(), { size, weight: 'bold' });
    this.y += size + 8;
  }

  /** A label and its value on one row. */
  row(label: string, value: string): void {
    this.line(label, this.box(LEFT, 280));
    this.line(value, this.box(LEFT + 280, WIDTH - 280), { end: true });
    this.y += 16;
  }

  /** A row of cells: the first a label, the others figures aligned to their end. */
  cells(values: readonly string[], weight: Weight = 'regular'): void {
    const first = 165;
    const each = (WIDTH - first) / Math.max(1, values.length - 1);
    values.forEach((v, i) => {
      const box = i === 0 ? this.box(LEFT, first) : this.box(LEFT + first + each * (i - 1), each);
      this.line(v, box, { weight, end: i > 0, size: 9.5 });
    });
    this.y += 15;
  }

  /** A wrapped paragraph in the language's font (texts that mix scripts use `line`). */
  paragraph(text: string, size = 8.5): void {
    const font = this.script?.draws.test(text) ? 'script-regular' : 'latin-regular';
    this.doc.font(font).fontSize(size);
    const height = this.doc.heightOfString(text, { width: WIDTH });
    this.doc.text(text, LEFT, this.y, { width: WIDTH, align: this.rtl ? 'right' : 'left' });
    this.y += height + 6;
  }

  rule(): void {
    this.doc
      .moveTo(LEFT, this.y)
      .lineTo(LEFT + WIDTH, this.y)
      .lineWidth(0.5)
      .strokeColor('#999999')
      .stroke();
    this.y += 8;
  }

  ensureRoom(height: number): void {
    if (this.y + height > this.doc.page.height - 60) {
      this.doc.addPage();
      this.y = 50;
    }
  }

  finish(): Promise<Uint8Array> {
    return new Promise((resolve, reject) => {
      const chunks: Buffer[] = [];
      this.doc.on('data', (c: Buffer) => chunks.push(c));
      this.doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
      this.doc.on('error', reject);
      this.doc.end();
    });
  }
}
