import {
  downloadReport as downloadReportCall,
  reportDetails,
  reportList,
  researcherList,
} from '@vce/contract/learning-reports';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../../platform/calls';
import { describeReport, downloadReport, reportCard } from './report-service';
import { listReports, listResearchers } from './report-store';

/** Research reports: the list, the researchers, one report to read, a member's download. */
export function reportRoutes(app: FastifyInstance, mediaSecret: string) {
  registerCall(app, reportList, async ({ body }) => {
    const { rows, total } = await listReports(app.db, { page: body.page, limit: body.limit, authorId: body.author_id });
    return { list: rows.map(reportCard), total };
  });
  registerCall(app, researcherList, async () => ({
    list: (await listResearchers(app.db)).map(({ author, reports }) => ({
      id: author.id,
      name: author.name,
      title: author.title,
      avatar: author.avatar,
      intro: author.intro,
      report_count: reports,
    })),
  }));
  registerCall(app, reportDetails, ({ body, userId }) => describeReport(app, mediaSecret, userId, body.id));
  registerCall(app, downloadReportCall, ({ body, userId }) => downloadReport(app, mediaSecret, userId, body.id));
}
