import { createRoute } from '@hono/zod-openapi';
import { MyTeamSchema } from '../../../shared/contract/team';
import type { AppDeps } from '../../context';
import { access } from '../../http/access';
import { createRouter, json } from '../../http/openapi';
import { getMyTeam } from './service';

/** My Team (src/shared/contract/assessment.ts): my own team only. */

const myTeam = createRoute({
  method: 'get',
  path: '/',
  tags: ['Team'],
  summary: 'My team: its name and members, with what I may do for each (rate, see results…)',
  ...access('member'),
  responses: { 200: json(MyTeamSchema, 'My team; team null when I am in none') },
});

export function teamRoutes(deps: AppDeps) {
  const app = createRouter();
  app.openapi(myTeam, async (c) => {
    const m = c.get('member');
    return c.json(await getMyTeam(deps.db, { userId: m.user.id, role: m.profile.role }), 200);
  });
  return app;
}
