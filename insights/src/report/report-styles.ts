/**
 * The report's only styles, inline: system fonts, slate text on white (AA contrast), and tables
 * and charts that stay readable printed in greyscale.
 */
export const reportStyles = `
:root { color: #0f172a; background: #ffffff; font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; }
body { margin: 0 auto; padding: 32px 24px 64px; max-width: 1200px; }
h1 { font-size: 28px; margin: 0 0 4px; }
h2 { font-size: 22px; margin: 48px 0 8px; border-bottom: 1px solid #cbd5e1; padding-bottom: 4px; }
h3 { font-size: 17px; margin: 24px 0 8px; }
p.period { color: #334155; margin: 0 0 24px; }
table { border-collapse: collapse; margin: 8px 0 16px; }
caption { text-align: left; font-weight: 600; padding-bottom: 4px; }
th, td { border: 1px solid #cbd5e1; padding: 4px 10px; text-align: left; vertical-align: top; }
thead th { background: #f1f5f9; }
td.number, th.number { text-align: right; font-variant-numeric: tabular-nums; }
th[scope="row"] { font-weight: 400; max-width: 28rem; overflow-wrap: break-word; }
figure { margin: 16px 0 32px; }
figcaption { font-weight: 600; font-size: 16px; margin-bottom: 8px; }
.chart svg { max-width: 100%; height: auto; }
.funnels { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, 34rem), 1fr)); gap: 0 32px; }
dt { font-weight: 600; margin-top: 8px; }
dd { margin: 0 0 0 16px; }
`;
