export interface LoadOptions {
  /** Scale factor of the seeded database: 1 = 200,000 travellers and 2 million sessions. */
  scale: number;
  /** Seconds of each measured run. */
  seconds: number;
  /**
   * Seconds at full speed before a side's measured runs: V8 compiles the app's request path with its optimising tier only
   * after some 15,000 requests (docs/adr/0062), and a capacity is the steady state's.
   */
  warmUpSeconds: number;
  connections: number;
  /** The routes to measure (all when null). */
  routes: string[] | null;
  /** Keep the seeded database for the next `--keep` run, and reuse one kept earlier at the same scale. */
  keep: boolean;
}

export const DEFAULT_LOAD_OPTIONS: LoadOptions = { scale: 1, seconds: 10, warmUpSeconds: 15, connections: 32, routes: null, keep: false };

const USAGE = 'options of load: --scale N, --duration S, --warm-up S, --connections C, --routes a,b, --keep';

/** `--scale 10 --duration 5 --warm-up 2 --routes profile,trivial --keep` (or `--scale=10`); throws with the usage on anything else. */
export function parseLoadOptions(flags: readonly string[], routeNames: readonly string[]): LoadOptions {
  const options: LoadOptions = { ...DEFAULT_LOAD_OPTIONS };
  const positive = (name: string, value: string | undefined, integer: boolean) => {
    const number = Number(value);
    if (value === undefined || !Number.isFinite(number) || number <= 0 || (integer && !Number.isInteger(number))) {
      throw new Error(`--${name} needs a positive ${integer ? 'whole ' : ''}number (${USAGE})`);
    }
    return number;
  };
  for (let index = 0; index < flags.length; index += 1) {
    const [flag, inline] = flags[index]!.split('=', 2) as [string, string | undefined];
    const value = () => inline ?? flags[++index];
    switch (flag) {
      case '--scale':
        options.scale = positive('scale', value(), false);
        break;
      case '--duration':
        options.seconds = positive('duration', value(), true);
        break;
      case '--warm-up':
        options.warmUpSeconds = positive('warm-up', value(), true);
        break;
      case '--connections':
        options.connections = positive('connections', value(), true);
        break;
      case '--routes': {
        const routes = (value() ?? '').split(',').filter((route) => route !== '');
        const unknown = routes.filter((route) => !routeNames.includes(route));
        if (routes.length === 0 || unknown.length > 0) {
          throw new Error(`--routes: choose from ${routeNames.join(', ')}${unknown.length > 0 ? ` (unknown: ${unknown.join(', ')})` : ''}`);
        }
        options.routes = routes;
        break;
      }
      case '--keep':
        options.keep = true;
        break;
      default:
        throw new Error(`Unknown option ${flags[index]} (${USAGE})`);
    }
  }
  return options;
}
