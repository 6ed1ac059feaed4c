// The table at the end of `npm test`: one row per phase, then one line of counts.
const minutes = (seconds) =>
  `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`;

export function printSummary(rows, write = (line) => console.log(line)) {
  const header = ['phase', 'passed', 'failed', 'skipped', 'time', 'result'];
  const lines = rows.map((row) => [
    row.title,
    String(row.passed),
    String(row.failed),
    String(row.skipped),
    minutes(row.seconds),
    row.result,
  ]);
  const widths = header.map((name, column) =>
    Math.max(name.length, ...lines.map((line) => line[column].length)),
  );
  const format = (cells) =>
    cells
      .map((cell, column) =>
        column === 0 || column === 5 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]),
      )
      .join('  ')
      .trimEnd();
  write('');
  write(format(header));
  write(format(widths.map((width) => '-'.repeat(width))));
  for (const line of lines) write(format(line));
  const total = (key) =>
    rows.reduce((sum, row) => sum + (typeof row[key] === 'number' ? row[key] : 0), 0);
  write('');
  write(`${total('passed')} passed, ${total('failed')} failed, ${total('skipped')} skipped`);
}
