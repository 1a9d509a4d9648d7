// Types of parse-prometheus-text-format (it ships none): its output follows prom2json's.
declare module 'parse-prometheus-text-format' {
  export type PrometheusSample = {
    value?: string;
    labels?: Record<string, string>;
    buckets?: Record<string, string>;
    count?: string;
    sum?: string;
  };
  export type PrometheusFamily = {
    name: string;
    help: string;
    type: 'COUNTER' | 'GAUGE' | 'HISTOGRAM' | 'SUMMARY' | 'UNTYPED';
    metrics: PrometheusSample[];
  };
  /** Throws on any line that is not valid Prometheus text. */
  export default function parsePrometheusTextFormat(text: string): PrometheusFamily[];
}
