/** Whether Accept-Encoding names the coding with a non-zero weight. */
export function accepts(header: string, coding: string): boolean {
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (name?.trim().toLowerCase() !== coding) continue;
    const q = params.find((p) => p.trim().startsWith('q='));
    return q === undefined || Number(q.trim().slice(2)) > 0;
  }
  return false;
}
