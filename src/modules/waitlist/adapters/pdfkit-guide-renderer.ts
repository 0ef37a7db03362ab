import PDFDocument from 'pdfkit';
import type { GuideRenderer } from '../application/ports/guide-renderer.port';
import type { GuideContent, GuideExercise, GuideWorkout } from '../application/guide-content';
import { drawStickFigure, framesToPrint } from './pdf-stick-figure';

/** The app's colours (web/src/styles/tokens.css). */
const C = {
  navy: '#0b1f3a',
  navyDeep: '#061426',
  ink: '#1c2b3f',
  muted: '#4a5a70',
  teal: '#0f766e',
  tealBright: '#14a898',
  tealLight: '#5eead4',
  tealTint: '#ecfbf8',
  amber: '#f5a524',
  amberTint: '#fdf0d8',
  amberInk: '#8a4b06',
  line: '#d8e1ea',
  white: '#ffffff',
} as const;

const PAGE = { width: 595.28, height: 841.89 } as const; // A4
const M = 48; // margin
const CONTENT_W = PAGE.width - 2 * M;
const FOOTER_Y = PAGE.height - 34;
/** Bottom of the area cards may use, above the footer. */
const BOTTOM = PAGE.height - 56;
/** Fixed so the same content gives the same bytes (pdfkit derives the file id from the info dictionary). */
const CREATED = new Date('2026-11-28T00:00:00Z');

const FRAME = 64; // one keyframe's square, in points
const FRAME_GAP = 6;
const DEMO_W = 3 * FRAME + 2 * FRAME_GAP;
const CARD_PAD = 14;
const TEXT_X_OFFSET = CARD_PAD + DEMO_W + 16;
const TEXT_W = CONTENT_W - TEXT_X_OFFSET - CARD_PAD;

type Doc = PDFKit.PDFDocument;

/**
 * The hotel-workouts guide laid out with pdfkit (ADR 0044): an A4 cover, a
 * page on how to use it, then each workout with its exercises as cards (the
 * demo's keyframes side by side, the dose, the steps and the coach's tip).
 * Text is set in the standard Helvetica, whose WinAnsi encoding covers
 * Spanish (ñ, á, ¿, ¡) and the typographic quotes and dashes of the catalogues.
 */
export class PdfkitGuideRenderer implements GuideRenderer {
  render(content: GuideContent): Promise<Buffer> {
    const doc = new PDFDocument({
      size: 'A4',
      margin: M,
      bufferPages: true,
      lang: content.locale,
      displayTitle: true,
      info: {
        Title: content.text.fileTitle,
        Author: 'TravelFit',
        Subject: content.text.coverSubtitle,
        CreationDate: CREATED,
        ModDate: CREATED,
      },
    });
    const chunks: Buffer[] = [];
    const done = new Promise<Buffer>((resolve, reject) => {
      doc.on('data', (chunk: Buffer) => chunks.push(chunk));
      doc.on('end', () => resolve(Buffer.concat(chunks)));
      doc.on('error', reject);
    });

    cover(doc, content);
    howToUse(doc, content);
    for (const workout of content.workouts) workoutPages(doc, content, workout);
    footers(doc, content);
    doc.end();
    return done;
  }
}

function cover(doc: Doc, content: GuideContent): void {
  const { text } = content;
  const gradient = doc.linearGradient(0, 0, PAGE.width, PAGE.height).stop(0, C.teal).stop(0.55, C.navy).stop(1, C.navyDeep);
  doc.rect(0, 0, PAGE.width, PAGE.height).fill(gradient);
  doc
    .circle(PAGE.width - 40, 90, 150)
    .fillOpacity(0.08)
    .fill(C.tealLight)
    .fillOpacity(1);

  wordmark(doc, M, M, C.white);
  doc.font('Helvetica-Bold').fontSize(11).fillColor(C.tealLight).text(text.coverEyebrow.toUpperCase(), M, 150);
  doc.font('Helvetica-Bold').fontSize(46).fillColor(C.white).text(text.coverTitle, M, 172, { width: CONTENT_W, lineGap: -4 });
  doc
    .moveDown(0.4)
    .font('Helvetica')
    .fontSize(15)
    .fillColor('#d9eef0')
    .text(text.coverSubtitle, { width: CONTENT_W - 60, lineGap: 3 });

  // One pose from each workout's first move: what the pages inside look like.
  const figuresY = doc.y + 36;
  const figure = 132;
  const gap = (CONTENT_W - 3 * figure) / 2;
  content.workouts.forEach((workout, index) => {
    const exercise = workout.exercises[Math.min(1, workout.exercises.length - 1)]!;
    const frames = framesToPrint(exercise.demo);
    const x = M + index * (figure + gap);
    doc.roundedRect(x, figuresY, figure, figure, 14).fillOpacity(0.1).fill(C.white).fillOpacity(1);
    drawStickFigure(doc, frames[frames.length - 1]!, exercise.demo.props, x + 10, figuresY + 8, figure - 20, {
      body: C.white,
      head: C.amber,
      props: C.tealLight,
    });
  });

  let y = figuresY + figure + 40;
  doc.font('Helvetica-Bold').fontSize(12).fillColor(C.tealLight).text(text.coverInside.toUpperCase(), M, y);
  y = doc.y + 10;
  for (const workout of content.workouts) {
    doc.circle(M + 5, y + 7, 4).fill(C.amber);
    doc
      .font('Helvetica-Bold')
      .fontSize(14)
      .fillColor(C.white)
      .text(workout.title, M + 20, y, { continued: true });
    doc.font('Helvetica').fillColor('#c9d6e8').text(`  ·  ${workout.summary}`);
    y = doc.y + 8;
  }
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor('#c9d6e8')
    .text(text.coverMade, M, PAGE.height - M - 12, { width: CONTENT_W, lineBreak: false });
}

function wordmark(doc: Doc, x: number, y: number, color: string): void {
  doc.roundedRect(x, y, 26, 26, 7).fill(C.amber);
  doc.save().lineWidth(2.4).lineCap('round').strokeColor(C.navy);
  doc
    .moveTo(x + 7, y + 17)
    .lineTo(x + 13, y + 9)
    .lineTo(x + 19, y + 17)
    .stroke();
  doc.restore();
  doc
    .font('Helvetica-Bold')
    .fontSize(18)
    .fillColor(color)
    .text('TravelFit', x + 34, y + 4, { lineBreak: false });
}

function pageHeading(doc: Doc, eyebrow: string, title: string): void {
  doc.font('Helvetica-Bold').fontSize(10).fillColor(C.teal).text(eyebrow.toUpperCase(), M, M);
  doc.moveDown(0.3).font('Helvetica-Bold').fontSize(28).fillColor(C.navy).text(title, { width: CONTENT_W });
  doc.moveDown(0.6);
}

function howToUse(doc: Doc, { text }: GuideContent): void {
  doc.addPage();
  pageHeading(doc, text.footer, text.howTitle);
  let y = doc.y + 6;
  text.howSteps.forEach((step, index) => {
    doc.circle(M + 13, y + 11, 13).fill(C.teal);
    doc
      .font('Helvetica-Bold')
      .fontSize(13)
      .fillColor(C.white)
      .text(String(index + 1), M, y + 4, { width: 26, align: 'center' });
    doc
      .font('Helvetica')
      .fontSize(12)
      .fillColor(C.ink)
      .text(step, M + 40, y + 3, { width: CONTENT_W - 40, lineGap: 3 });
    y = Math.max(doc.y, y + 26) + 14;
  });

  y += 8;
  y = callout(doc, y, text.safetyTitle, text.safetyBody, { fill: C.amberTint, bar: C.amber, title: C.amberInk });
  callout(doc, y + 16, text.moreTitle, text.moreBody, { fill: C.tealTint, bar: C.tealBright, title: C.teal });
}

/** A tinted box with a coloured bar on its left; answers where it ends. */
function callout(doc: Doc, y: number, title: string, body: string, colours: { fill: string; bar: string; title: string }): number {
  const width = CONTENT_W - 40;
  doc.font('Helvetica').fontSize(11.5);
  const height = 20 + 18 + doc.heightOfString(body, { width, lineGap: 3 }) + 16;
  doc.roundedRect(M, y, CONTENT_W, height, 10).fill(colours.fill);
  doc.rect(M, y, 5, height).fill(colours.bar);
  doc
    .font('Helvetica-Bold')
    .fontSize(13)
    .fillColor(colours.title)
    .text(title, M + 22, y + 16, { width });
  doc
    .font('Helvetica')
    .fontSize(11.5)
    .fillColor(C.ink)
    .text(body, M + 22, doc.y + 4, { width, lineGap: 3 });
  return y + height;
}

function workoutPages(doc: Doc, content: GuideContent, workout: GuideWorkout): void {
  doc.addPage();
  const bandH = 142;
  doc.rect(0, 0, PAGE.width, bandH).fill(doc.linearGradient(0, 0, PAGE.width, 0).stop(0, C.teal).stop(1, C.navy));
  doc.font('Helvetica-Bold').fontSize(10).fillColor(C.tealLight).text(workout.label.toUpperCase(), M, 30);
  doc.font('Helvetica-Bold').fontSize(28).fillColor(C.white).text(workout.title, M, 46, { width: CONTENT_W });
  doc.font('Helvetica-Bold').fontSize(12).fillColor(C.amber).text(workout.summary, M, 84, { width: CONTENT_W });
  doc
    .font('Helvetica')
    .fontSize(10.5)
    .fillColor('#d9eef0')
    .text(workout.intro, M, 102, { width: CONTENT_W, height: 30, ellipsis: true, lineGap: 1.5 });

  let y = bandH + 22;
  workout.exercises.forEach((exercise, index) => {
    const height = cardHeight(doc, exercise, content.text.tip);
    if (y + height > BOTTOM) {
      doc.addPage();
      y = M;
    }
    exerciseCard(doc, exercise, index + 1, content.text.tip, y, height);
    y += height + 14;
  });
}

function tipText(exercise: GuideExercise): string {
  return exercise.tips.join(' ');
}

function cardHeight(doc: Doc, exercise: GuideExercise, tipLabel: string): number {
  doc.font('Helvetica-Bold').fontSize(14);
  let h = CARD_PAD + doc.heightOfString(exercise.name, { width: TEXT_W }) + 4;
  doc.font('Helvetica-Bold').fontSize(10.5);
  h += doc.heightOfString(exercise.dose, { width: TEXT_W }) + 8;
  doc.font('Helvetica').fontSize(9.5);
  for (const step of exercise.instructions) h += doc.heightOfString(step, { width: TEXT_W - 14, lineGap: 1.5 }) + 3;
  doc.font('Helvetica').fontSize(9.5);
  h += 8 + doc.heightOfString(`${tipLabel}: ${tipText(exercise)}`, { width: TEXT_W - 16, lineGap: 1.5 }) + 8;
  return Math.max(h + CARD_PAD, FRAME + 2 * CARD_PAD + 18);
}

function exerciseCard(doc: Doc, exercise: GuideExercise, number: number, tipLabel: string, y: number, height: number): void {
  doc.roundedRect(M, y, CONTENT_W, height, 12).lineWidth(1).fillAndStroke(C.white, C.line);

  // The demo's keyframes, left to right, joined by small arrows.
  const frames = framesToPrint(exercise.demo);
  const stripX = M + CARD_PAD + (DEMO_W - (frames.length * FRAME + (frames.length - 1) * FRAME_GAP)) / 2;
  frames.forEach((pose, index) => {
    const x = stripX + index * (FRAME + FRAME_GAP);
    doc.roundedRect(x, y + CARD_PAD, FRAME, FRAME, 8).fill(C.tealTint);
    drawStickFigure(doc, pose, exercise.demo.props, x + 4, y + CARD_PAD + 3, FRAME - 8, { body: C.navy, head: C.teal, props: '#9fb3c8' });
  });
  doc.circle(M + CARD_PAD + 12, y + CARD_PAD + FRAME + 16, 11).fill(C.navy);
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .fillColor(C.white)
    .text(String(number), M + CARD_PAD + 1, y + CARD_PAD + FRAME + 11, {
      width: 22,
      align: 'center',
    });

  const x = M + TEXT_X_OFFSET;
  doc
    .font('Helvetica-Bold')
    .fontSize(14)
    .fillColor(C.navy)
    .text(exercise.name, x, y + CARD_PAD, { width: TEXT_W });
  doc.moveDown(0.15).font('Helvetica-Bold').fontSize(10.5).fillColor(C.teal).text(exercise.dose, { width: TEXT_W });
  let lineY = doc.y + 6;
  exercise.instructions.forEach((step) => {
    doc.circle(x + 3, lineY + 5, 1.8).fill(C.tealBright);
    doc
      .font('Helvetica')
      .fontSize(9.5)
      .fillColor(C.ink)
      .text(step, x + 12, lineY, { width: TEXT_W - 14, lineGap: 1.5 });
    lineY = doc.y + 3;
  });
  const tip = tipText(exercise);
  doc.font('Helvetica').fontSize(9.5);
  const tipH = doc.heightOfString(`${tipLabel}: ${tip}`, { width: TEXT_W - 16, lineGap: 1.5 }) + 10;
  const tipY = lineY + 5;
  doc.roundedRect(x, tipY, TEXT_W, tipH, 6).fill(C.amberTint);
  doc
    .font('Helvetica-Bold')
    .fontSize(9.5)
    .fillColor(C.amberInk)
    .text(`${tipLabel}: `, x + 8, tipY + 5, { width: TEXT_W - 16, continued: true, lineGap: 1.5 })
    .font('Helvetica')
    .fillColor(C.ink)
    .text(tip);
}

/** The running footer on every page but the cover: the guide's name and the page number. */
function footers(doc: Doc, { text }: GuideContent): void {
  const { start, count } = doc.bufferedPageRange();
  for (let page = start + 1; page < start + count; page += 1) {
    doc.switchToPage(page);
    const bottom = doc.page.margins.bottom;
    // Writing below the bottom margin would start a new page.
    doc.page.margins.bottom = 0;
    doc
      .moveTo(M, FOOTER_Y - 8)
      .lineTo(PAGE.width - M, FOOTER_Y - 8)
      .lineWidth(0.5)
      .strokeColor(C.line)
      .stroke();
    doc
      .font('Helvetica')
      .fontSize(8.5)
      .fillColor(C.muted)
      .text(text.footer, M, FOOTER_Y, { width: CONTENT_W - 40, lineBreak: false });
    doc.text(String(page + 1), PAGE.width - M - 40, FOOTER_Y, { width: 40, align: 'right', lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
}
