import '../questions.css';
import { type Question, texts } from '@school/contracts';
import { questionsTexts } from '@school/contracts/texts/questions';
import { FeedPage } from '@/shared/lists/list-feed';
import { ListFilter } from '@/shared/lists/list-filter';
import { ListSwitch } from '@/shared/lists/list-switch';
import { useListState } from '@/shared/lists/use-list-state';
import { useProfileStaffId } from '@/shared/session/use-profile-staff-id';
import { showSuccess, showUndo } from '@/shared/toast/toast-store';
import { confirmAction } from '@/shared/ui/confirm-action';
import { QuestionCard } from '../components/question-card';
import { QUESTIONS_URL, statusOf, statusOptions } from '../lib/questions-url';
import { useAnswerQuestion, useDeleteQuestion, useQuestionCourses, useQuestions } from '../questions.api';

const t = questionsTexts.questions;

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
        remove.mutate(question.id, {
          onSuccess: ({ undo }) => showUndo(texts.notices.questionDeleted, undo, remove.refresh),
        }),
    });

  return (
    <FeedPage
      list={list}
      request={questions}
      texts={t}
      level={2}
      search={{ placeholder: t.searchPlaceholder }}
      filters={
        <>
          <ListSwitch
            list={list}
            name="status"
            label={t.statusFilter}
            options={statusOptions}
            byDefault="all"
          />
          {courseOptions.length > 0 && (
            <ListFilter list={list} name="courseId" label={t.courseFilter} options={courseOptions} />
          )}
        </>
      }
      // No waiting questions is good news, whatever else narrows them.
      filtered={list.filtered && status !== 'waiting'}
      empty={
        status === 'waiting'
          ? { icon: 'pi-check-circle', title: t.emptyWaitingTitle, hint: t.emptyWaitingHint }
          : { icon: 'pi-question-circle', title: t.emptyTitle, hint: t.emptyHint }
      }
      renderItem={(question) => (
        <QuestionCard
          key={question.id}
          question={question}
          saving={answer.isPending && answer.variables?.id === question.id}
          deleting={remove.isPending && remove.variables === question.id}
          onAnswer={onAnswer(question)}
          onDelete={() => onDelete(question)}
        />
      )}
    />
  );
}
