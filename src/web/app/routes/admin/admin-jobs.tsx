import { Form, useNavigation } from 'react-router';
import { JOB_STATES, type JobState } from '#application/ports/job-board.ts';
import { pageNumber } from '#domain/back-office/page-number.ts';
import { mayStaff } from '#domain/back-office/staff-permissions.ts';
import { sessionContext } from '../../auth/session.server.ts';
import { ActionNotice } from '../../back-office/action-notice.tsx';
import { stamp } from '../../back-office/admin-format.ts';
import { AdminListPage } from '../../back-office/admin-list-page.tsx';
import { adminMeta } from '../../back-office/admin-meta.ts';
import { adminPath } from '../../back-office/admin-paths.ts';
import { answerOf, needs, throwRefusal } from '../../back-office/staff-only.server.ts';
import { Link } from '../../components/link.tsx';
import { readForm } from '../../forms/read-form.server.ts';
import { FormattedMessage, useIntl } from '../../i18n/intl.tsx';
import { requestContext } from '../../request-context.ts';
import { useRootData } from '../../use-root-data.ts';
import type { Route } from './+types/admin-jobs.ts';

export const middleware: Route.MiddlewareFunction[] = [needs('viewJobs')];

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'adminJobsTitle');

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, queueDashboardPath } = context.get(requestContext);
  const params = new URL(request.url).searchParams;
  const state = (JOB_STATES as readonly string[]).includes(params.get('state') ?? '')
    ? (params.get('state') as JobState)
    : null;
  const page = pageNumber(params.get('page'));
  const actor = context.get(sessionContext);
  const result = await services.backOffice.listJobs.execute({ actor, state, page });
  if (!result.ok) throwRefusal(request, result.error);
  return { ...result.value, state, page, manage: mayStaff(actor, 'manageJobs'), queueDashboardPath };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request, ['intent', 'job']);
  const intent = form.intent === 'discard' ? 'discard' : 'retry';
  const result = await context.get(requestContext).services.backOffice.actOnJob.execute({
    actor: context.get(sessionContext),
    jobId: String(form.job ?? ''),
    act: intent,
  });
  return answerOf(request, intent === 'retry' ? 'retryJob' : 'discardJob', result);
}

export default function AdminJobs({ loaderData, actionData }: Route.ComponentProps) {
  const { jobs, total, perPage, state, page, manage, queueDashboardPath } = loaderData;
  return (
    <AdminListPage
      name="jobs"
      titleKey="adminJobsTitle"
      filters={
        <>
          <p className="admin-muted">
            <FormattedMessage id="adminJobsIntro" />
          </p>
          {manage && queueDashboardPath && (
            <p>
              <a href={queueDashboardPath} className="button">
                <FormattedMessage id="adminJobsDashboard" />
              </a>
            </p>
          )}
          <JobStateTabs state={state} />
          <ActionNotice answer={actionData} />
        </>
      }
      found={{ key: 'adminJobsFound', count: total }}
      columns={[
        'adminJobsName',
        'adminJobsState',
        'adminJobsAttempts',
        'adminJobsError',
        'adminOrderWhen',
        ...(manage ? ['adminOrderActions'] : []),
      ]}
      rows={jobs}
      row={(job) => <JobRow key={job.id} job={job} manage={manage} />}
      pager={{ page, total, perPage }}
    />
  );
}

/** One tab per job state, and one for all of them. */
function JobStateTabs({ state }: { state: JobState | null }) {
  const { locale } = useRootData();
  const intl = useIntl();
  const tab = (value: JobState | null) => adminPath(locale, value ? `/jobs?state=${value}` : '/jobs');
  return (
    <nav className="admin-tabs" aria-label={intl.formatMessage({ id: 'adminJobsState' })}>
      {[null, ...JOB_STATES].map((value) => (
        <Link key={value ?? 'all'} to={tab(value)} aria-current={value === state ? 'page' : undefined}>
          {value
            ? intl.formatMessage({ id: `adminJobState.${value}` })
            : intl.formatMessage({ id: 'adminAny' })}
        </Link>
      ))}
    </nav>
  );
}

type Job = Route.ComponentProps['loaderData']['jobs'][number];

/** One job: its name (and order), state, attempts and last error; staff who manage jobs retry or discard it. */
function JobRow({ job, manage }: { job: Job; manage: boolean }) {
  const { locale } = useRootData();
  const intl = useIntl();
  const orderId = (job.payload as unknown as { orderId?: unknown } | null)?.orderId;
  return (
    <tr>
      <td>
        {job.name}
        {typeof orderId === 'string' && (
          <>
            {' · '}
            <Link to={adminPath(locale, `/bookings/${orderId}`)}>
              <FormattedMessage id="adminJobsOrder" />
            </Link>
          </>
        )}
      </td>
      <td>
        <span className={`admin-job admin-job--${job.state}`}>
          {intl.formatMessage({ id: `adminJobState.${job.state}` })}
        </span>
      </td>
      <td>{job.attempts}</td>
      <td className="admin-table__error">{job.lastError}</td>
      <td>{stamp(job.finishedAt ?? job.createdAt)}</td>
      {manage && <td>{(job.state === 'waiting' || job.state === 'failed') && <JobActions job={job} />}</td>}
    </tr>
  );
}

function JobActions({ job }: { job: Job }) {
  const busy = useNavigation().state === 'submitting';
  return (
    <Form method="post" className="admin-inline-form">
      <input type="hidden" name="job" value={job.id} />
      {(['retry', 'discard'] as const).map((intent) => (
        <button
          key={intent}
          type="submit"
          name="intent"
          value={intent}
          className="button button--small"
          disabled={busy}
        >
          <FormattedMessage id={`adminAction.${intent}Job`} />
        </button>
      ))}
    </Form>
  );
}
