import {
  decideDrill,
  drillDetails,
  drillLeaderboard,
  drillStanding,
  revealDrillBar,
  startDrill,
} from '@vce/contract/learning-drills';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../platform/calls';
import { decide, describeDrill, revealNextBar, startDrillFor } from './drill-service';
import { describeLeaderboard, describeStanding } from './drill-standings';

/**
 * K-line drills: start one, make the call, reveal bar by bar; the learner's standing and the week's
 * leaders. A reveal's answer (a few KB) goes uncompressed: learners ask for bar after bar.
 */
export function drillRoutes(app: FastifyInstance) {
  registerCall(app, startDrill, ({ body, userId }) => startDrillFor(app, userId, body));
  registerCall(app, drillDetails, ({ body, userId }) => describeDrill(app, userId, body.id));
  registerCall(app, decideDrill, ({ body, userId }) => decide(app, userId, body));
  registerCall(app, revealDrillBar, ({ body, userId }) => revealNextBar(app, userId, body.id), { uncompressed: true });
  registerCall(app, drillStanding, ({ userId }) => describeStanding(app, userId));
  registerCall(app, drillLeaderboard, ({ userId }) => describeLeaderboard(app, userId));
}
