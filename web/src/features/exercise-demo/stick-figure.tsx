import type { DemoSequence, Pose } from '../../../../contracts/workouts/exercise-media.schemas';

type Prop = DemoSequence['props'][number];
type Point = readonly [number, number];

const line = (...points: Point[]) => points.map(([x, y]) => `${x},${y}`).join(' ');

/** Floor line and the simple props a sequence asks for, drawn behind the figure. */
function Props({ props, pose }: { props: readonly Prop[]; pose: Pose }) {
  return (
    <g className="stick-figure__props">
      <line x1="4" y1="96" x2="96" y2="96" className="stick-figure__floor" />
      {props.includes('chair') ? <path d="M30 70h26M30 70v26M56 70v26M30 70V46" className="stick-figure__prop" /> : null}
      {props.includes('wall') ? <line x1="94" y1="8" x2="94" y2="96" className="stick-figure__prop" /> : null}
      {props.includes('band') ? (
        <polyline points={line(pose.leftHand, pose.leftFoot, pose.rightFoot, pose.rightHand)} className="stick-figure__band" />
      ) : null}
      {props.includes('dumbbell')
        ? [pose.leftHand, pose.rightHand].map(([x, y], index) => (
            <rect key={index} x={x - 5} y={y - 2} width="10" height="4" rx="1.5" className="stick-figure__weight" />
          ))
        : null}
    </g>
  );
}

/** One pose of the figure in its 100 × 100 box (y grows downwards). Decorative: the frame around it carries the name. */
export function StickFigure({ pose, props }: { pose: Pose; props: readonly Prop[] }) {
  return (
    <svg viewBox="0 0 100 100" className="stick-figure" aria-hidden="true" focusable="false">
      <Props props={props} pose={pose} />
      <g className="stick-figure__body">
        <polyline points={line(pose.neck, pose.hip)} />
        <polyline points={line(pose.neck, pose.leftElbow, pose.leftHand)} />
        <polyline points={line(pose.neck, pose.rightElbow, pose.rightHand)} />
        <polyline points={line(pose.hip, pose.leftKnee, pose.leftFoot)} />
        <polyline points={line(pose.hip, pose.rightKnee, pose.rightFoot)} />
      </g>
      <circle cx={pose.head[0]} cy={pose.head[1]} r="6" className="stick-figure__head" />
    </svg>
  );
}
