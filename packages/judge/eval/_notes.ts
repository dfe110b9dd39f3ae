import { getContentCatalog } from '@lisan/content';
const c = getContentCatalog();
for (const [t,id] of [['roleplay','roleplay-012'],['roleplay','roleplay-004'],['roleplay','roleplay-108'],['roleplay','short-771']] as const) { const it:any = c.getExerciseItem(t as any,id); console.log(id, it?.phrases.map((p:any)=>[p.surahAyah,p.standard,p.usageNote])); }
