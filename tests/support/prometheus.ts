import parsePrometheusTextFormat, { type PrometheusFamily } from 'parse-prometheus-text-format';

/**
 * A /metrics body as Prometheus reads it: every line checked by parse-prometheus-text-format (it
 * throws on any line that is not valid text format), each series' value by name and labels.
 *
 * That parser keeps a histogram's buckets, sum and count only for a histogram without labels; for
 * one with labels (moncton_http_request_duration_seconds) it drops them. Such a series' `_count`
 * and `_sum` are read from their lines in the text the parser accepted.
 */
export function parseMetrics(text: string) {
  const families = new Map(parsePrometheusTextFormat(text).map((family) => [family.name, family]));
  const matches = (labels: Record<string, string> | undefined, wanted: Record<string, string>) =>
    Object.entries(wanted).every(([name, value]) => labels?.[name] === value);

  return {
    families,
    family(name: string): PrometheusFamily | undefined {
      return families.get(name);
    },
    /** The value of a counter's or gauge's series; undefined when it has none with these labels. */
    value(name: string, labels: Record<string, string> = {}): number | undefined {
      const sample = families.get(name)?.metrics.find((m) => matches(m.labels, labels));
      return sample?.value === undefined ? undefined : Number(sample.value);
    },
    /** Every value of the label `label` among a family's series. */
    labelValues(name: string, label: string): string[] {
      return (families.get(name)?.metrics ?? []).flatMap((m) => (m.labels?.[label] ? [m.labels[label]] : []));
    },
    /** A histogram series' `_count` or `_sum`; undefined when the series does not exist. */
    histogram(name: string, part: 'count' | 'sum', labels: Record<string, string> = {}): number | undefined {
      if (families.get(name)?.type !== 'HISTOGRAM') return undefined;
      if (Object.keys(labels).length === 0) {
        const value = families.get(name)?.metrics[0]?.[part];
        return value === undefined ? undefined : Number(value);
      }
      const line = text
        .split('\n')
        .find((l) => l.startsWith(`${name}_${part}{`) && matches(labelsOf(l), labels));
      return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
    },
  };
}

/** The labels of one sample line, as prom-client writes them (`name{a="x",b="y"} value`). */
function labelsOf(line: string): Record<string, string> {
  const inside = line.slice(line.indexOf('{') + 1, line.lastIndexOf('}'));
  return Object.fromEntries(
    [...inside.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, name, value]) => [
      name,
      (value ?? '').replace(/\\n/g, '\n').replace(/\\"/g, '"').replace(/\\\\/g, '\\'),
    ]),
  );
}
