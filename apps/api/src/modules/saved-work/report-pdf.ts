import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { ReportLanguage, SavedReport } from '@foodhub/contracts';
import {
  formatDistanceKmIn,
  impactModelConstants,
  MONTH_NAMES,
  reportFrequencyText,
  roundFigure,
} from '@foodhub/domain';
import { fillMessage } from '../../lib/answer-messages';
import { COLOR, INDICATORS, MARGIN, ReportLayout, type Indicator } from './report-pdf-layout';
import { REPORT_TEXTS } from './report-texts';

// The impact report as a PDF document (pdfkit), in any interface language. DejaVu Sans is
// embedded, so č, š, ž, ß and é print in every language (the PDF's standard fonts have no č).

/** The PDF's author, as the documents name the tool. */
export const PDF_AUTHOR = 'Alpine Food Hub';

interface Fonts {
  regular: Buffer;
  bold: Buffer;
}
let fonts: Fonts | undefined;

/**
 * The DejaVu Sans files of the dejavu-fonts-ttf package, read on first use. Resolved from this
 * file at run time (from the sources and from the bundle in apps/api/dist alike): the package is
 * a dependency of the API, kept external by build.mjs.
 */
function reportFonts(): Fonts {
  if (!fonts) {
    const resolve = createRequire(import.meta.url).resolve;
    fonts = {
      regular: readFileSync(resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
      bold: readFileSync(resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
    };
  }
  return fonts;
}

export interface ReportPdfOptions {
  language: ReportLanguage;
  /** The solution's name in the language (by its id); the saved name when not given. */
  solutionName?: string;
  /** A shared copy says so under the title. */
  shared?: boolean;
  /** The document's creation date (metadata); now by default. */
  now?: Date;
}

/** 'impact-report-2026-11-20.pdf': the day the report was made. */
export function reportFileName(report: Pick<SavedReport, 'created_at'>): string {
  return `impact-report-${report.created_at.slice(0, 10)}.pdf`;
}

/** The width of each of the three number columns of a period's table. */
const TABLE_NUMBER_WIDTH = 95;

/** Writes one report; the layout helpers share the document, the language and its texts. */
class ReportWriter extends ReportLayout {
  title(shared: boolean): void {
    const { doc, texts } = this;
    doc.font('bold').fontSize(20).fillColor(COLOR.text);
    doc.text(texts.title, MARGIN, MARGIN, { width: this.width });
    doc.font('regular').fontSize(11).fillColor(COLOR.muted);
    doc.text(texts.subtitle, { width: this.width });
    if (shared) doc.fontSize(9).text(texts.sharedNote, { width: this.width });
    doc.moveDown(0.8);
    this.rule();
  }

  header(report: SavedReport, solutionName: string): void {
    const { texts, language } = this;
    const { header, model } = report;
    const labels = texts.labels;
    // The company row only with a name; an address without one has its own row.
    if (header.company_name) this.field(labels.company, header.company_name);
    if (header.company_address) this.field(labels.address, header.company_address);
    this.field(labels.surplus, header.surplus_name || '–');
    this.field(
      labels.amount,
      fillMessage(texts.amountValue, {
        amount: this.number(header.amount_kg),
        frequency: reportFrequencyText(language, header.frequency),
      }),
    );
    if (header.active_months.length > 0) {
      this.field(labels.season, header.active_months.map((m) => this.monthName(m)).join(', '));
    }
    this.field(labels.solution, solutionName);
    if (header.provider) {
      const { name, address, sample } = header.provider;
      const lines = [name, address, sample ? fillMessage(texts.sampleProvider, { name }) : null];
      this.field(labels.provider, lines.filter(Boolean).join('\n'));
    } else {
      this.field(labels.provider, texts.noProvider);
    }
    const transport = header.transport;
    if (transport) {
      const route = fillMessage(texts.route, {
        source: transport.source,
        destination: transport.destination,
      });
      const estimated = transport.method === 'great-circle-estimate' ? ` ${texts.estimated}` : '';
      const value = fillMessage(texts.transportValue, {
        km: formatDistanceKmIn(transport.distance_km, language),
        kg: this.number(transport.transport_weight_kg),
      });
      this.field(labels.transport, `${value}\n${route}${estimated}`);
    } else {
      this.field(labels.transport, texts.noTransport);
    }
    const date = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' });
    this.field(labels.date, date.format(new Date(report.created_at)));
    // 'YYYY-MM-DD', read as that day in UTC like the report's date.
    if (report.ended_on) this.field(labels.ended, date.format(new Date(report.ended_on)));
    this.field(labels.modelVersion, model.version);
  }

  /** 'January' as the language names it; a name the form did not give is kept as it is. */
  monthName(name: string): string {
    const index = (MONTH_NAMES as readonly string[]).indexOf(name);
    if (index < 0) return name;
    const month = new Intl.DateTimeFormat(this.language, { month: 'long', timeZone: 'UTC' });
    return month.format(new Date(Date.UTC(2000, index, 1)));
  }

  /**
   * The plain statement before the tables, one sentence per indicator: what the donation saves,
   * net after transport, in every period the report has ('0.789 kg CO2-eq per donation, 3.43 per
   * month and 41 per year'), the saving written positive; or, plainly, that transport outweighs
   * the benefit. The signed net stays in the tables. Climate change leads, in bold.
   */
  statement(report: SavedReport): void {
    const { doc, texts } = this;
    const sentences = INDICATORS.map((indicator) => {
      const { name, unit } = this.wording(indicator);
      const nets = report.reports.map((period) => period.indicators[indicator].net);
      // One donation's net times the donations of the period: the sign is the same in every one.
      const saving = nets.some((net) => roundFigure(net) < 0);
      const adding = nets.some((net) => roundFigure(net) > 0);
      if (!saving && !adding) return fillMessage(texts.noNet, { indicator: name });
      const figures = report.reports.map((period, i) => {
        const net = period.indicators[indicator].net;
        const value = this.figure(saving ? -net : net);
        const per = texts.perPeriod[period.period];
        return i === 0 ? `${value} ${unit} ${per}` : `${value} ${per}`;
      });
      const last = figures.pop() ?? '';
      const amounts = figures.length > 0 ? `${figures.join(', ')} ${texts.and} ${last}` : last;
      return fillMessage(saving ? texts.saves : texts.adds, { indicator: name, amounts });
    });
    const inner = this.width - 20;
    const sizes = sentences.map((_, i) => (i === 0 ? 11 : 9.5));
    const fontOf = (i: number) => (i === 0 ? 'bold' : 'regular');
    const heights = sentences.map((sentence, i) =>
      doc
        .font(fontOf(i))
        .fontSize(sizes[i] ?? 9.5)
        .heightOfString(sentence, { width: inner }),
    );
    const height = heights.reduce((sum, h) => sum + h + 5, 0) + 11;
    doc.moveDown(0.6);
    this.room(height);
    const y = doc.y;
    doc.rect(MARGIN, y, this.width, height).fill(COLOR.band);
    let line = y + 8;
    sentences.forEach((sentence, i) => {
      doc
        .font(fontOf(i))
        .fontSize(sizes[i] ?? 9.5)
        .fillColor(COLOR.text);
      doc.text(sentence, MARGIN + 10, line, { width: inner });
      line += (heights[i] ?? 0) + 5;
    });
    doc.y = y + height;
    doc.moveDown(0.5);
  }

  period(report: SavedReport['reports'][number]): void {
    const { doc, texts } = this;
    this.room(150);
    this.heading(texts.periods[report.period], 12);
    this.paragraph(
      // Counted and rounded as the figures are: the same digits as on the screen.
      fillMessage(texts.periodDetail, {
        donations: this.figure(report.donations),
        kg: this.figure(report.donatedKg),
      }),
      9,
      COLOR.muted,
    );
    doc.moveDown(0.3);
    const number = TABLE_NUMBER_WIDTH;
    const columns = [this.width - 3 * number, number, number, number];
    const row = (cells: string[], bold: boolean, band: boolean) => {
      doc.font(bold ? 'bold' : 'regular').fontSize(9);
      const height =
        Math.max(
          ...cells.map((cell, i) => doc.heightOfString(cell, { width: (columns[i] ?? 0) - 12 })),
        ) + 9;
      const y = doc.y;
      if (band) doc.rect(MARGIN, y, this.width, height).fill(COLOR.band);
      doc.fillColor(COLOR.text);
      let x = MARGIN;
      cells.forEach((cell, i) => {
        const width = columns[i] ?? 0;
        doc.text(cell, x + 6, y + 5, { width: width - 12, align: i === 0 ? 'left' : 'right' });
        x += width;
      });
      doc.y = y + height;
    };
    const names = texts.columns;
    row([names.indicator, names.avoided, names.additional, names.net], true, true);
    this.rule(0);
    for (const indicator of INDICATORS) {
      const result = report.indicators[indicator];
      const { name, unit } = this.wording(indicator);
      row(
        [
          `${name} (${unit})`,
          this.figure(result.avoided),
          this.figure(result.additional),
          this.figure(result.net),
        ],
        false,
        false,
      );
    }
    this.rule();
  }

  /** One sentence per indicator on what its unit means, as the screen explains it. */
  units(): void {
    this.heading(this.texts.unitsHeading);
    for (const indicator of INDICATORS) {
      const { name, unit, meaning } = this.wording(indicator);
      this.bullet(`${name} (${unit}): ${meaning}`);
    }
  }

  assumptions(report: SavedReport): void {
    const { texts } = this;
    const current = impactModelConstants();
    const constant = (name: string) => report.model.constants[name] ?? current[name];
    const rate = (name: string) => this.percent(Number(constant(name)));
    const values = (name: string) =>
      this.indicatorValues(constant(name) as Record<Indicator, number>);
    const { basis, name } = report.header.product;
    const product =
      basis === 'toast-reference' || !name
        ? fillMessage(texts.basis.toast, { values: values('TOAST_REFERENCE_PER_KG') })
        : fillMessage(texts.basis[basis], { name });
    this.heading(texts.assumptions);
    for (const line of [
      fillMessage(texts.substitution, { value: rate('PRODUCTION_SUBSTITUTION_RATE') }),
      fillMessage(texts.efficiency, { value: rate('DONATION_EFFICIENCY') }),
      fillMessage(texts.wasteTreatment, { values: values('WASTE_TREATMENT_PER_KG') }),
      fillMessage(texts.transportPerTonneKm, { values: values('TRANSPORT_PER_TONNE_KM') }),
      product,
    ]) {
      this.bullet(line);
    }
  }

  disclaimer(): void {
    const { doc } = this;
    doc.moveDown(0.8);
    doc.font('bold').fontSize(9.5);
    const height = doc.heightOfString(this.texts.disclaimer, { width: this.width - 20 }) + 16;
    this.room(height);
    const y = doc.y;
    doc.rect(MARGIN, y, this.width, height).lineWidth(0.8).strokeColor(COLOR.rule).stroke();
    doc.fillColor(COLOR.text).text(this.texts.disclaimer, MARGIN + 10, y + 8, {
      width: this.width - 20,
    });
    doc.y = y + height;
  }

  write(report: SavedReport, options: ReportPdfOptions): void {
    this.title(options.shared ?? false);
    this.header(report, options.solutionName ?? report.header.solution.process_name);
    this.statement(report);
    // The columns and the sign of the net, before the first negative number is read.
    this.paragraph(this.texts.reading, 8.5, COLOR.muted);
    for (const period of report.reports) this.period(period);
    this.units();
    this.assumptions(report);
    this.disclaimer();
  }
}

/**
 * The saved report as a PDF document in the language: title, header (who, what, how much, to
 * whom, how far, when, which model; a sample provider said to be one), the plain statement of
 * what the donation saves in each period, a table per period (avoided, additional, signed net of
 * the three indicators), what each unit means, the assumptions and the statement that this is no
 * certified LCA. Indicator names, units and meanings are the domain's INDICATOR_WORDING.
 */
export async function reportPdf(report: SavedReport, options: ReportPdfOptions): Promise<Buffer> {
  // Loaded with the first PDF: importing pdfkit adds ~30 MB resident, which a server that
  // prints no PDF should not hold (decision 41).
  const { default: PDFDocument } = await import('pdfkit');
  const { regular, bold } = reportFonts();
  const texts = REPORT_TEXTS[options.language];
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    lang: options.language,
    displayTitle: true,
    info: {
      Title: texts.title,
      Author: PDF_AUTHOR,
      Subject: report.header.surplus_name || texts.subtitle,
      Creator: PDF_AUTHOR,
      CreationDate: options.now ?? new Date(),
    },
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  new ReportWriter(doc, options.language).write(report, options);
  doc.end();
  return done;
}
