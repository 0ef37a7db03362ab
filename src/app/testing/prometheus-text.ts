/** The value of one series in Prometheus's text format (`name{a="1",b="2"} 3`), labels matched exactly; undefined when absent. */
export function seriesValue(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found: Record<string, string | undefined> = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/([a-zA-Z_]\w*)="((?:[^"\\]|\\.)*)"/g)].map((pair): [string, string] => [pair[1]!, pair[2]!]),
    );
    const wanted = Object.entries(labels);
    if (wanted.length === Object.keys(found).length && wanted.every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return undefined;
}

/** The names of the metrics a scrape declares (`# TYPE name kind`). */
export function metricNames(text: string): string[] {
  return [...text.matchAll(/^# TYPE (\S+) /gm)].map(([, name]) => name!);
}

/** Every value of a label across a scrape's series. */
export function labelValues(text: string, label: string): string[] {
  return [...text.matchAll(new RegExp(`[{,]${label}="((?:[^"\\\\]|\\\\.)*)"`, 'g'))].map(([, value]) => value!);
}
