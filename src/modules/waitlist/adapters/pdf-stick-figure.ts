import type { DemoSequence, Pose } from '../../../../contracts/workouts';

type Prop = DemoSequence['props'][number];
type Point = readonly [number, number];

export interface FigureStyle {
  body: string;
  head: string;
  props: string;
}

/**
 * Draws one keyframe of a demo as vector lines in a `size`-point square whose
 * top-left is (x, y): the same 100 × 100 box, bones and props as the web's
 * stick figure (web/src/features/exercise-demo/stick-figure.tsx), so the
 * printed poses are the ones the app animates.
 */
export function drawStickFigure(
  doc: PDFKit.PDFDocument,
  pose: Pose,
  props: readonly Prop[],
  x: number,
  y: number,
  size: number,
  style: FigureStyle,
): void {
  const k = size / 100;
  const at = ([px, py]: Point): [number, number] => [x + px * k, y + py * k];
  const polyline = (...points: Point[]) => {
    const [first, ...rest] = points.map(at);
    if (!first) return;
    doc.moveTo(...first);
    for (const point of rest) doc.lineTo(...point);
  };
  doc.save().lineCap('round').lineJoin('round');

  doc.lineWidth(1.2 * k).strokeColor(style.props);
  polyline([4, 96], [96, 96]);
  doc.stroke();
  if (props.includes('chair')) {
    polyline([30, 46], [30, 96]);
    polyline([30, 70], [56, 70], [56, 96]);
    doc.stroke();
  }
  if (props.includes('wall')) {
    polyline([94, 8], [94, 96]);
    doc.stroke();
  }
  if (props.includes('band')) {
    polyline(pose.leftHand, pose.leftFoot, pose.rightFoot, pose.rightHand);
    doc.stroke();
  }

  doc.lineWidth(4 * k).strokeColor(style.body);
  polyline(pose.neck, pose.hip);
  polyline(pose.neck, pose.leftElbow, pose.leftHand);
  polyline(pose.neck, pose.rightElbow, pose.rightHand);
  polyline(pose.hip, pose.leftKnee, pose.leftFoot);
  polyline(pose.hip, pose.rightKnee, pose.rightFoot);
  doc.stroke();
  if (props.includes('dumbbell')) {
    for (const hand of [pose.leftHand, pose.rightHand]) {
      const [hx, hy] = at(hand);
      doc.roundedRect(hx - 5 * k, hy - 2 * k, 10 * k, 4 * k, 1.5 * k).fill(style.props);
    }
  }
  const [hx, hy] = at(pose.head);
  doc.circle(hx, hy, 6 * k).fill(style.head);
  doc.restore();
}

/** Up to three keyframes of a demo, first, middle and last: the move read from left to right. */
export function framesToPrint(demo: DemoSequence): Pose[] {
  const last = demo.frames.length - 1;
  const picked = [...new Set([0, Math.round(last / 2), last])];
  return picked.map((index) => demo.frames[index]!);
}
