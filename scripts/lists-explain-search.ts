import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client';
import { searchLibrary } from '../src/server/features/search/service';

const url = process.argv[2]!;
const q = process.argv[3]!;
const database = await openDatabase({ url } as never);
const db = database.db;
const plans: string[] = [];
const proxy = new Proxy(db, {
  get(target, prop, recv) {
    if (prop === 'execute') {
      return async (statement: never) => {
        const r = (await target.execute(sql`EXPLAIN (ANALYZE, BUFFERS) ${statement}`)) as unknown as {
          rows: Array<Record<string, string>>;
        };
        plans.push(r.rows.map((x) => Object.values(x)[0]).join('\n'));
        return { rows: [] };
      };
    }
    return Reflect.get(target, prop, recv);
  },
});
process.env.PRAXIS_SEARCH_CACHE = 'off';
await searchLibrary(proxy as never, { q, userId: '00000000-0000-0000-0000-000000000000', page: 1, pageSize: 20 }).catch(
  (e) => console.error('after plan:', (e as Error).message),
);
console.log(plans.join('\n\n'));
await database.close();
