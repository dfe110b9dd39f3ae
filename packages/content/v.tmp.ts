import { getVerse } from '@lisan/arabic';
for (const a of process.argv.slice(2)) {
  const [s, y] = a.split(':').map(Number);
  const v = getVerse(s!, y!) as unknown as Record<string, unknown>;
  console.log(a, v ? v.standard : 'MISSING', '|', v && (v.translation ?? v.english ?? Object.keys(v).join(',')));
}
