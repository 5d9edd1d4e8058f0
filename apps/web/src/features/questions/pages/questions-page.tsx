import '../questions.css';
import { type Question, texts } from '@school/contracts';
import { questionsTexts } from '@school/contracts/texts/questions';
import { Button } from 'primereact/button';
import { Paginator } from 'primereact/paginator';
import { SelectButton } from 'primereact/selectbutton';
import { Skeleton } from 'primereact/skeleton';
import type { ReactNode } from 'react';
import { EmptyState, LoadFailedState } from '@/shared/lists/empty-state';
import { ListFilter } from '@/shared/lists/list-filter';
import { ListSearch } from '@/shared/lists/list-search';
import { ListToolbar } from '@/shared/lists/list-toolbar';
import { useListState } from '@/shared/lists/use-list-state';
import { useProfileStaffId } from '@/shared/session/use-profile-staff-id';
import { showSuccess } from '@/shared/toast/toast-store';
import { confirmAction } from '@/shared/ui/confirm-action';
import { QuestionCard } from '../components/question-card';
import { QUESTIONS_URL, statusOf, statusOptions } from '../lib/questions-url';
import { useAnswerQuestion, useDeleteQuestion, useQuestionCourses, useQuestions } from '../questions.api';

const t = questionsTexts.questions;

function QuestionCardsSkeleton() {
  return (
    <ul className="app-question-list" aria-busy="true" aria-label={texts.common.loading}>
      {[0, 1, 2].map((key) => (
        <li key={key} className="app-question-card">
          <Skeleton width="40%" height="1.25rem" />
          <Skeleton width="60%" />
          <Skeleton height="3rem" />
          <Skeleton height="4.5rem" />
        </li>
      ))}
    </ul>
  );
}

/**
 * The «Вопросы» tab of /profile (what the caller can answer: an admin every question, an author those of
 * their courses and asked of them) and of /admins/{id} (that person's). Waiting first; each card answers
 * in place. Filters, search and page live in the URL.
 */
export function QuestionsPage() {
  const { staffId, own } = useProfileStaffId();
  const adminId = own ? undefined : staffId;
  const list = useListState(QUESTIONS_URL);
  const questions = useQuestions(list.query, adminId, own || staffId !== undefined);
  const courses = useQuestionCourses(adminId, own || staffId !== undefined);
  const answer = useAnswerQuestion();
  const remove = useDeleteQuestion();
  const status = statusOf(list.filters.status);
  const items = questions.data?.items;
  const total = questions.data?.total ?? 0;

  const courseOptions = (courses.data?.items ?? []).map((course) => ({
    value: String(course.id),
    label: course.waiting > 0 ? `${course.name} (${course.waiting})` : course.name,
  }));

  const onAnswer = (question: Question) => (text: string, onDone: () => void) =>
    answer.mutate(
      { id: question.id, body: { text } },
      {
        onSuccess: () => {
          onDone();
          showSuccess(question.answer ? texts.notices.answerUpdated : texts.notices.questionAnswered);
        },
      },
    );

  const onDelete = (question: Question) =>
    confirmAction({
      message: t.deleteConfirm(question.student.name),
      onAccept: () =>
        remove.mutate(question.id, { onSuccess: () => showSuccess(texts.notices.questionDeleted) }),
    });

  let body: ReactNode;
  if (questions.isError && !items) {
    body = <LoadFailedState title={t.loadFailed} onRetry={questions.refetch} />;
  } else if (!items) {
    body = <QuestionCardsSkeleton />;
  } else if (items.length === 0 && list.filtered && status !== 'waiting') {
    body = (
      <EmptyState
        icon="pi-search"
        title={texts.lists.nothingFound}
        hint={texts.lists.nothingFoundHint}
        action={<Button label={texts.lists.resetFilters} text onClick={list.resetFilters} />}
      />
    );
  } else if (items.length === 0) {
    body =
      status === 'waiting' ? (
        <EmptyState icon="pi-check-circle" title={t.emptyWaitingTitle} hint={t.emptyWaitingHint} />
      ) : (
        <EmptyState icon="pi-question-circle" title={t.emptyTitle} hint={t.emptyHint} />
      );
  } else {
    body = (
      <>
        <ul className="app-question-list" aria-label={t.listLabel} aria-busy={questions.isFetching}>
          {items.map((question) => (
            <QuestionCard
              key={question.id}
              question={question}
              saving={answer.isPending && answer.variables?.id === question.id}
              deleting={remove.isPending && remove.variables === question.id}
              onAnswer={onAnswer(question)}
              onDelete={() => onDelete(question)}
            />
          ))}
        </ul>
        {total > list.rows && (
          <Paginator
            first={list.first}
            rows={list.rows}
            totalRecords={total}
            onPageChange={(event) => list.setPage(event.first, event.rows)}
            template="FirstPageLink PrevPageLink PageLinks NextPageLink LastPageLink CurrentPageReport"
            currentPageReportTemplate={texts.lists.pageReport}
          />
        )}
      </>
    );
  }

  return (
    <section className="card">
      <ListToolbar
        title={
          <>
            <h2 className="app-card-title">{t.title}</h2>
            <p className="app-card-hint mb-0">{t.hint}</p>
          </>
        }
        search={<ListSearch list={list} placeholder={t.searchPlaceholder} />}
        filters={
          <>
            <SelectButton
              value={status}
              options={statusOptions}
              onChange={(event) =>
                // Clicking the chosen one again gives null: stay on it.
                event.value && list.setFilter('status', event.value === 'all' ? null : event.value)
              }
              aria-label={t.statusFilter}
              allowEmpty={false}
            />
            {courseOptions.length > 0 && (
              <ListFilter list={list} name="courseId" label={t.courseFilter} options={courseOptions} />
            )}
          </>
        }
        list={list}
      />
      {body}
    </section>
  );
}
