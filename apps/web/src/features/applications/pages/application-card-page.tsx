import { texts } from '@school/contracts';
import { Tag } from 'primereact/tag';
import { RecordDialog, RecordSection } from '@/shared/ui/record-dialog';
import { useApplication } from '../applications.api';
import { ApplicationStatusTag } from '../components/application-cells';
import { ApplicationCommentForm } from '../components/card/application-comment-form';
import { ApplicationControls } from '../components/card/application-controls';
import { ApplicationFacts } from '../components/card/application-facts';
import { ApplicationHistory } from '../components/card/application-history';

const t = texts.applications.card;

/** `{queue}/{id}`: the application card over its queue (controls, facts, comment, history). */
export function ApplicationCardPage() {
  return (
    <RecordDialog
      useRecord={useApplication}
      history="application"
      texts={t}
      badges={(application) => (
        <>
          <ApplicationStatusTag status={application.status} />
          {application.overdue && (
            <Tag value={texts.applications.overdue} severity="danger" icon="pi pi-clock" />
          )}
        </>
      )}
    >
      {(application) => (
        <>
          <ApplicationControls application={application} />
          <ApplicationFacts application={application} />
          <ApplicationCommentForm applicationId={application.id} />
          <RecordSection id="application-history" title={t.history}>
            <ApplicationHistory history={application.history} />
          </RecordSection>
        </>
      )}
    </RecordDialog>
  );
}
