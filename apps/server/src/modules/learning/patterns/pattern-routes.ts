import { patternDetails, patternList } from '@vce/contract/learning-patterns';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../platform/calls';
import { describePattern, listPatterns } from './pattern-service';

/** K线形态课: the patterns, and one pattern's lesson on a moment the market core's detector found. */
export function patternRoutes(app: FastifyInstance) {
  registerCall(app, patternList, () => listPatterns(app));
  registerCall(app, patternDetails, ({ body }) => describePattern(app, body.kind, body.symbol));
}
