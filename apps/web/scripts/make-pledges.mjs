// Generates the two pledge PDFs linked from the register screen (spec part 1 §2): the business
// pledge for companies and the citizen pledge for private persons. One A4 page each.
// Run: node apps/web/scripts/make-pledges.mjs  (writes apps/web/public/docs/*-pledge.pdf)
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';

const outDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'docs');
// Fixed dates keep the files byte-identical between runs, so regenerating shows no diff.
const issued = new Date('2025-01-01T00:00:00Z');

const A4 = [595.28, 841.89];
const MARGIN = 64;
const GREEN = rgb(0.11, 0.45, 0.25);
const INK = rgb(0.13, 0.15, 0.17);
const MUTED = rgb(0.38, 0.42, 0.45);

const pledges = [
  {
    file: 'business-pledge.pdf',
    title: 'Business Pledge',
    intro:
      'As a member of the Alpine Food Hub, our business treats food surplus as a resource, not as waste. We commit to:',
    points: [
      'Reduce food waste at its source: plan purchasing, production and stock carefully, and measure the surplus we still generate.',
      'Offer our surplus for donation to people in need first, then for other valorisation (upcycling into food, animal feed, non-food products, energy such as biogas) before any disposal.',
      'Share data on our surplus (food types, quantities, frequency and location) with the Food Hub, so that suitable solutions and partners can be found and the environmental impact can be measured.',
      'Join the Food Hub network: exchange experience with other businesses, solution providers and research partners in the Alpine region, and support joint solutions.',
      'Respect food safety, hygiene and legal requirements in every donation and transfer.',
    ],
    signature: ['Company', 'Place, date', 'Name and signature'],
  },
  {
    file: 'citizen-pledge.pdf',
    title: 'Citizen Pledge',
    intro:
      'As a member of the Alpine Food Hub, I value food and help prevent food waste in my household. I commit to:',
    points: [
      'Reduce food waste at home: plan meals and shopping, store food correctly and use up leftovers.',
      'Pass on food I cannot use (to neighbours, food-sharing points or food banks) before it spoils, and separate or compost what remains instead of putting it in the residual waste.',
      'Share my experience and, where I choose to, information about the food surplus in my household with the Food Hub, to help improve local solutions.',
      'Join the Food Hub network and encourage family, friends and neighbours to value food.',
    ],
    signature: ['Name', 'Place, date', 'Signature'],
  },
];

/** Splits text into lines that fit `width` at the given font and size. */
function wrap(text, font, size, width) {
  const lines = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) > width && line) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

async function makePledge(pledge) {
  const doc = await PDFDocument.create();
  doc.setTitle(`Alpine Food Hub - ${pledge.title}`);
  doc.setAuthor('Alpine Food Hub');
  doc.setSubject('Pledge to reduce and valorise food surplus');
  doc.setLanguage('en');
  doc.setCreator('apps/web/scripts/make-pledges.mjs');
  doc.setProducer('pdf-lib');
  doc.setCreationDate(issued);
  doc.setModificationDate(issued);

  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const page = doc.addPage(A4);
  const [pageWidth, pageHeight] = A4;
  const textWidth = pageWidth - 2 * MARGIN;

  // Header band.
  page.drawRectangle({ x: 0, y: pageHeight - 120, width: pageWidth, height: 120, color: GREEN });
  page.drawText('ALPINE FOOD HUB', {
    x: MARGIN,
    y: pageHeight - 60,
    size: 12,
    font: bold,
    color: rgb(1, 1, 1),
  });
  page.drawText(pledge.title, {
    x: MARGIN,
    y: pageHeight - 94,
    size: 28,
    font: bold,
    color: rgb(1, 1, 1),
  });

  let y = pageHeight - 170;
  const write = (text, { font = regular, size = 11.5, color = INK, indent = 0, gap = 6 } = {}) => {
    for (const line of wrap(text, font, size, textWidth - indent)) {
      page.drawText(line, { x: MARGIN + indent, y, size, font, color });
      y -= size * 1.45;
    }
    y -= gap;
  };

  write(pledge.intro, { size: 12.5, gap: 14 });
  pledge.points.forEach((point, index) => {
    page.drawText(`${index + 1}.`, { x: MARGIN, y, size: 11.5, font: bold, color: GREEN });
    write(point, { indent: 22, gap: 10 });
  });

  y -= 24;
  for (const label of pledge.signature) {
    page.drawLine({
      start: { x: MARGIN, y },
      end: { x: MARGIN + 260, y },
      thickness: 0.8,
      color: MUTED,
    });
    page.drawText(label, { x: MARGIN, y: y - 14, size: 9.5, font: regular, color: MUTED });
    y -= 56;
  }

  page.drawText(
    'Alpine Food Hub: matching food surplus with valorisation solutions in the Alpine region.',
    { x: MARGIN, y: 48, size: 9, font: regular, color: MUTED },
  );
  return doc.save();
}

await mkdir(outDir, { recursive: true });
for (const pledge of pledges) {
  const bytes = await makePledge(pledge);
  await writeFile(join(outDir, pledge.file), bytes);
  process.stdout.write(`wrote ${join(outDir, pledge.file)} (${bytes.length} bytes)\n`);
}
