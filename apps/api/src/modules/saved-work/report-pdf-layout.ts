import type { ReportLanguage } from '@foodhub/contracts';
import {
  formatFigureIn,
  formatNumberIn,
  IMPACT_INDICATORS,
  indicatorWording,
  type ImpactIndicator,
  type IndicatorWording,
} from '@foodhub/domain';
import { REPORT_TEXTS, type ReportTexts } from './report-texts';

// The layout helpers of the impact report's PDF (report-pdf.ts): the page's measures, the
// language's numbers and words, and the blocks its sections are drawn with.

export type Indicator = ImpactIndicator;
export const INDICATORS: readonly Indicator[] = IMPACT_INDICATORS;

export const COLOR = { text: '#1a1a1a', muted: '#555555', rule: '#b5b5b5', band: '#eef3ee' };
export const MARGIN = 50;
const LABEL_WIDTH = 160;
const GAP = 10;

/** The document, the language and its texts, and the layout blocks drawn with them. */
export class ReportLayout {
  protected readonly texts: ReportTexts;
  protected readonly width: number;

  constructor(
    protected readonly doc: PDFKit.PDFDocument,
    protected readonly language: ReportLanguage,
  ) {
    this.texts = REPORT_TEXTS[language];
    this.width = doc.page.width - 2 * MARGIN;
  }

  /** An impact figure rounded and written as the screen and the CSV write it (no '-0'). */
  figure(value: number): string {
    return formatFigureIn(value, this.language);
  }

  /** The indicator's name, unit and meaning: the screen's and the CSV's words. */
  wording(indicator: Indicator): IndicatorWording {
    return indicatorWording(this.language, indicator);
  }

  number(value: number, maximumFractionDigits = 2): string {
    return formatNumberIn(value, this.language, { maximumFractionDigits });
  }

  /** A model constant as given (0.0554 stays 0.0554). */
  constant(value: number): string {
    return formatNumberIn(value, this.language, { maximumSignificantDigits: 6 });
  }

  percent(value: number): string {
    return formatNumberIn(value, this.language, { style: 'percent', maximumFractionDigits: 1 });
  }

  /** '0.0554 kg CO2-eq, 0.037 m3 world eq, 0.242 points'. */
  indicatorValues(values: Record<Indicator, number>): string {
    return INDICATORS.map((i) => `${this.constant(values[i])} ${this.wording(i).unit}`).join(', ');
  }

  /** A new page when less than `height` is left on this one. */
  room(height: number): void {
    if (this.doc.y + height > this.doc.page.height - this.doc.page.margins.bottom) {
      this.doc.addPage();
    }
  }

  heading(text: string, size = 13): void {
    this.room(size * 3);
    this.doc.moveDown(0.6).font('bold').fontSize(size).fillColor(COLOR.text);
    this.doc.text(text, MARGIN, this.doc.y, { width: this.width });
    this.doc.moveDown(0.3);
  }

  paragraph(text: string, size = 9.5, color = COLOR.text): void {
    this.doc.font('regular').fontSize(size).fillColor(color);
    this.room(this.doc.heightOfString(text, { width: this.width }) + 4);
    this.doc.text(text, MARGIN, this.doc.y, { width: this.width });
  }

  /** A paragraph after a bullet, its lines indented. */
  bullet(text: string): void {
    const { doc } = this;
    const indent = 12;
    doc.font('regular').fontSize(9).fillColor(COLOR.text);
    this.room(doc.heightOfString(text, { width: this.width - indent }) + 4);
    const y = doc.y;
    doc.text('•', MARGIN, y);
    doc.text(text, MARGIN + indent, y, { width: this.width - indent });
    doc.moveDown(0.25);
  }

  /** One line of the header: the label on the left, the value beside it. */
  field(label: string, value: string): void {
    const { doc } = this;
    const valueWidth = this.width - LABEL_WIDTH - GAP;
    doc.fontSize(9.5);
    const height = Math.max(
      doc.font('bold').heightOfString(label, { width: LABEL_WIDTH }),
      doc.font('regular').heightOfString(value, { width: valueWidth }),
    );
    this.room(height + 4);
    const y = doc.y;
    doc.font('bold').fillColor(COLOR.muted).text(label, MARGIN, y, { width: LABEL_WIDTH });
    doc.font('regular').fillColor(COLOR.text);
    doc.text(value, MARGIN + LABEL_WIDTH + GAP, y, { width: valueWidth });
    doc.y = y + height + 3;
  }

  /** A thin line across the page, and `gap` below it. */
  rule(gap = 8): void {
    const y = this.doc.y;
    this.doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + this.width, y)
      .lineWidth(0.5);
    this.doc.strokeColor(COLOR.rule).stroke();
    this.doc.y = y + gap;
  }
}
