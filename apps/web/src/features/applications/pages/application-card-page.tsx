import { type ApplicationCard, texts } from '@school/contracts';
import { Tag } from 'primereact/tag';
import { useLocation, useNavigate, useParams } from 'react-router';
import { RecordDialog } from '@/shared/ui/record-dialog';
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
    <RecordDialog
      record={application}
      title={t.title(id)}
      badges={(data) => (
        <>
          <ApplicationStatusTag status={data.status} />
          {data.overdue && <Tag value={texts.applications.overdue} severity="danger" icon="pi pi-clock" />}
        </>
      )}
      loadFailed={t.loadFailed}
      onClose={close}
    >
      {(data) => <CardBody application={data} />}
    </RecordDialog>
  );
}
