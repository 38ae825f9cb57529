import type { ReportRow } from "./report-rows";

const COLORS = ["blue", "violet", "teal", "orange", "grape", "cyan", "lime", "pink", "indigo", "yellow"];
const color = (i: number) => `var(--mantine-color-${COLORS[i % COLORS.length]}-6)`;
const WIDTH = 640;

/**
 * The report's numbers drawn as plain SVG (bar, line or pie): a picture for sighted readers.
 * It is hidden from screen readers, which read the table view of the same numbers instead. Shared
 * by the report page and the dashboard's chart card (no chart library: a few hundred lines of SVG).
 */
export function ReportChart({ chart, rows }: { chart: "bar" | "line" | "pie"; rows: ReportRow[] }) {
  if (chart === "pie") return <Pie rows={rows} />;
  if (chart === "line") return <Line rows={rows} />;
  return <Bars rows={rows} />;
}

function Bars({ rows }: { rows: ReportRow[] }) {
  const max = Math.max(1, ...rows.map((r) => r.count));
  const rowHeight = 32;
  const labelWidth = 200;
  const barSpace = WIDTH - labelWidth - 60;
  return (
    <svg viewBox={`0 0 ${WIDTH} ${rows.length * rowHeight + 8}`} width="100%" aria-hidden="true">
      {rows.map((row, i) => {
        const y = i * rowHeight + 4;
        const width = Math.max(2, (row.count / max) * barSpace);
        return (
          <g key={row.label}>
            <text x={labelWidth - 8} y={y + 19} textAnchor="end" fontSize="13" fill="currentColor">
              {row.label.length > 28 ? `${row.label.slice(0, 27)}…` : row.label}
            </text>
            <rect x={labelWidth} y={y + 4} width={width} height={rowHeight - 10} rx="3" fill={color(0)} />
            <text x={labelWidth + width + 6} y={y + 19} fontSize="13" fill="currentColor">
              {row.count.toLocaleString()}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

function Line({ rows }: { rows: ReportRow[] }) {
  const max = Math.max(1, ...rows.map((r) => r.count));
  const height = 260;
  const step = rows.length > 1 ? (WIDTH - 80) / (rows.length - 1) : 0;
  const points = rows.map((r, i) => [40 + i * step, 20 + (1 - r.count / max) * (height - 70)] as const);
  return (
    <svg viewBox={`0 0 ${WIDTH} ${height}`} width="100%" aria-hidden="true">
      <polyline
        points={points.map(([x, y]) => `${x},${y}`).join(" ")}
        fill="none"
        stroke={color(0)}
        strokeWidth="3"
      />
      {points.map(([x, y], i) => (
        <g key={rows[i]!.label}>
          <circle cx={x} cy={y} r="5" fill={color(0)} />
          <text x={x} y={y - 10} textAnchor="middle" fontSize="12" fill="currentColor">
            {rows[i]!.count.toLocaleString()}
          </text>
          <text x={x} y={height - 20} textAnchor="middle" fontSize="12" fill="currentColor">
            {rows[i]!.label.slice(0, 14)}
          </text>
        </g>
      ))}
    </svg>
  );
}

function Pie({ rows }: { rows: ReportRow[] }) {
  const total = rows.reduce((n, r) => n + r.count, 0) || 1;
  const r = 110;
  const cx = 130;
  const cy = 130;
  let angle = -Math.PI / 2;
  const slices = rows.map((row, i) => {
    const sweep = (row.count / total) * Math.PI * 2;
    const start = angle;
    angle += sweep;
    const [x1, y1] = [cx + r * Math.cos(start), cy + r * Math.sin(start)];
    const [x2, y2] = [cx + r * Math.cos(angle), cy + r * Math.sin(angle)];
    const large = sweep > Math.PI ? 1 : 0;
    const d =
      sweep >= Math.PI * 2 - 1e-9
        ? `M ${cx - r} ${cy} a ${r} ${r} 0 1 0 ${2 * r} 0 a ${r} ${r} 0 1 0 ${-2 * r} 0`
        : `M ${cx} ${cy} L ${x1} ${y1} A ${r} ${r} 0 ${large} 1 ${x2} ${y2} Z`;
    return <path key={row.label} d={d} fill={color(i)} stroke="var(--mantine-color-body)" strokeWidth="2" />;
  });
  return (
    <svg viewBox={`0 0 ${WIDTH} 270`} width="100%" aria-hidden="true">
      {slices}
      {rows.map((row, i) => (
        <g key={row.label}>
          <rect x={290} y={20 + i * 26} width="14" height="14" rx="2" fill={color(i)} />
          <text x={312} y={32 + i * 26} fontSize="13" fill="currentColor">
            {`${row.label}: ${row.count.toLocaleString()} (${Math.round((row.count / total) * 100)}%)`}
          </text>
        </g>
      ))}
    </svg>
  );
}
