type Cell = string | number | null;

/** RFC 4180 quoting: a field with a comma, quote or line break is quoted, quotes doubled; null is empty. */
function field(value: Cell): string {
  const text = value === null ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows as CSV lines joined by CRLF (no line break after the last row). */
export const csvTable = (rows: readonly (readonly Cell[])[]): string =>
  rows.map((row) => row.map(field).join(',')).join('\r\n');
