import { type ApplicationCard, texts } from '@school/contracts';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Skeleton } from 'primereact/skeleton';
import { Tag } from 'primereact/tag';
import { useLocation, useNavigate, useParams } from 'react-router';
import { EmptyState } from '@/shared/lists/empty-state';
import { useApplication } from '../applications.api';
import { ApplicationStatusTag } from '../components/application-cells';
import { ApplicationCommentForm } from '../components/card/application-comment-form';
import { ApplicationControls } from '../components/card/application-controls';
import { ApplicationFacts } from '../components/card/application-facts';
import { ApplicationHistory } from '../components/card/application-history';

const t = texts.applications.card;

function CardBody({ application }: { application: ApplicationCard }) {
  return (
    <div className="flex flex-column gap-4">
      <ApplicationControls application={application} />
      <ApplicationFacts application={application} />
      <ApplicationCommentForm applicationId={application.id} />
      <section aria-labelledby="application-history">
        <h3 id="application-history" className="text-lg mt-0 mb-2">
          {t.history}
        </h3>
        <ApplicationHistory history={application.history} />
      </section>
    </div>
  );
}

/**
 * `{queue}/{id}`: the application card over its queue, as a dialog whose application is in the URL (a link
 * to share, Back closes it). Closing returns to the queue with its search, filters and page as they were.
 */
export function ApplicationCardPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const application = useApplication(id);
  const close = () => navigate({ pathname: pathname.replace(/\/[^/]+\/?$/, ''), search });

  return (
    <Dialog
      visible
      onHide={close}
      header={
        <span className="flex flex-wrap align-items-center gap-2">
          {t.title(id)}
          {application.data && <ApplicationStatusTag status={application.data.status} />}
          {application.data?.overdue && (
            <Tag value={texts.applications.overdue} severity="danger" icon="pi pi-clock" />
          )}
        </span>
      }
      className="app-dialog"
      style={{ width: '46rem' }}
      breakpoints={{ '640px': '100vw' }}
      ariaCloseIconLabel={texts.common.close}
      draggable={false}
    >
      {application.data ? (
        <CardBody application={application.data} />
      ) : application.isError ? (
        <EmptyState
          icon="pi-exclamation-triangle"
          title={t.loadFailed}
          hint={texts.lists.loadFailedHint}
          action={
            <Button
              icon="pi pi-refresh"
              label={texts.common.retry}
              onClick={() => void application.refetch()}
            />
          }
        />
      ) : (
        <div className="flex flex-column gap-3" aria-busy="true">
          {[1, 2, 3, 4, 5, 6].map((line) => (
            <Skeleton key={line} height="1.25rem" />
          ))}
        </div>
      )}
    </Dialog>
  );
}
