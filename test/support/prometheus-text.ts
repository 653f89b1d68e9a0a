/** One sample line of the Prometheus text format: `name{label="value",…} value [timestamp]`. */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface MetricFamily {
  type: string;
  help: string;
  samples: Sample[];
}

/** The sample names a family of each type may hold, besides its own name. */
const SUFFIXES: Record<string, string[]> = {
  counter: [],
  gauge: [],
  untyped: [],
  histogram: ['_bucket', '_sum', '_count'],
  summary: ['_sum', '_count'],
};

const NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? ([^ ]+)(?: -?\d+)?$/;
const LABEL = /\s*([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"\s*(,|$)/y;
const unescape = (text: string): string =>
  text.replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c));

/** Go's ParseFloat, as Prometheus reads a value: NaN and Inf in any case. */
function valueOf(text: string, line: string): number {
  if (/^nan$/i.test(text)) return NaN;
  if (/^[+-]?inf$/i.test(text))
    return text.startsWith('-') ? -Infinity : Infinity;
  const value = Number(text);
  if (text === '' || Number.isNaN(value)) throw new Error(`Bad value: ${line}`);
  return value;
}

function labelsOf(
  text: string | undefined,
  line: string,
): Record<string, string> {
  const labels: Record<string, string> = {};
  if (!text) return labels;
  LABEL.lastIndex = 0;
  while (LABEL.lastIndex < text.length) {
    const match = LABEL.exec(text);
    if (!match) throw new Error(`Bad labels: ${line}`);
    if (match[1] in labels) throw new Error(`Label twice: ${line}`);
    labels[match[1]] = unescape(match[2]);
  }
  return labels;
}

/**
 * Parses the Prometheus text format (0.0.4), strictly: every sample belongs to the family its
 * `# TYPE` line declared, labels are well formed. Throws on the first bad line.
 */
export function parsePrometheusText(text: string): Map<string, MetricFamily> {
  const families = new Map<string, MetricFamily>();
  let current: [string, MetricFamily] | undefined;
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    const comment = /^# (HELP|TYPE) (\S+) ?(.*)$/.exec(line);
    if (comment) {
      const [, kind, name, rest] = comment;
      if (!NAME.test(name)) throw new Error(`Bad name: ${line}`);
      const family = families.get(name) ?? {
        type: 'untyped',
        help: '',
        samples: [],
      };
      families.set(name, family);
      current = [name, family];
      if (kind === 'HELP') family.help = unescape(rest);
      else if (rest in SUFFIXES) family.type = rest;
      else throw new Error(`Bad type: ${line}`);
      continue;
    }
    if (line.startsWith('#')) continue;
    const match = SAMPLE.exec(line);
    if (!match) throw new Error(`Bad sample: ${line}`);
    const [, name, labels, value] = match;
    const [familyName, family] = current ?? [];
    const suffix = familyName && name.slice(familyName.length);
    if (
      !family ||
      !name.startsWith(familyName!) ||
      !(suffix === '' || SUFFIXES[family.type].includes(suffix!))
    )
      throw new Error(`Sample outside its family: ${line}`);
    family.samples.push({
      name,
      labels: labelsOf(labels, line),
      value: valueOf(value, line),
    });
  }
  return families;
}
