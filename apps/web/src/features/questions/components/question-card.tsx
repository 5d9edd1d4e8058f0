import { formatDateTime, type Question } from '@school/contracts';
import { questionsTexts } from '@school/contracts/texts/questions';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import { AnswerForm } from './answer-form';

const t = questionsTexts.questions;

type QuestionCardProps = {
  question: Question;
  saving: boolean;
  deleting: boolean;
  onAnswer: (text: string, onDone: () => void) => void;
  onDelete: () => void;
};

/** Who asked, where, what — and the answer in place: written, shown, or edited again. Texts render as text. */
export function QuestionCard({ question, saving, deleting, onAnswer, onDelete }: QuestionCardProps) {
  const [editing, setEditing] = useState(false);
  const { student, course, lesson, answer } = question;
  const headingId = `question-${question.id}`;

  return (
    <li className="app-question-card" aria-labelledby={headingId}>
      <div className="app-question-card__head">
        <div className="app-question-card__who">
          <h3 id={headingId} className="app-question-card__student">
            {student.name}
          </h3>
          {student.email && <small className="text-color-secondary">{student.email}</small>}
        </div>
        <div className="app-question-card__status">
          {answer ? (
            <Tag value={t.answeredTag} severity="success" />
          ) : (
            <Tag value={t.waitingTag} severity="warning" />
          )}
          {question.canDelete && (
            <Button
              type="button"
              icon="pi pi-trash"
              text
              rounded
              severity="danger"
              aria-label={t.delete}
              title={t.delete}
              loading={deleting}
              onClick={onDelete}
            />
          )}
        </div>
      </div>
      <p className="app-question-card__where">
        <span>{course.name}</span>
        {lesson && (
          <>
            <span aria-hidden="true"> › </span>
            <span className="app-visually-hidden">, {t.onLesson}: </span>
            <span>{lesson.name}</span>
          </>
        )}
        <span aria-hidden="true"> · </span>
        <time dateTime={question.createdAt}>{formatDateTime(question.createdAt)}</time>
        {question.addressedTo && (
          <>
            <span aria-hidden="true"> · </span>
            <span>{t.addressedTo(question.addressedTo.name)}</span>
          </>
        )}
      </p>
      <p className="app-question-card__text">{question.text}</p>
      <div className="app-question-card__answer">
        {answer && !editing ? (
          <>
            <p className="app-question-card__answer-meta">
              {answer.staff
                ? t.answeredBy(answer.staff.name, formatDateTime(answer.updatedAt))
                : t.answeredAt(formatDateTime(answer.updatedAt))}
            </p>
            <p className="app-question-card__answer-text">{answer.text}</p>
            <Button
              type="button"
              icon="pi pi-pencil"
              label={t.editAnswer}
              outlined
              size="small"
              onClick={() => setEditing(true)}
            />
          </>
        ) : (
          <AnswerForm
            questionId={question.id}
            initial={answer?.text ?? ''}
            submitLabel={answer ? t.saveAnswer : t.answer}
            saving={saving}
            onSubmit={(text) => onAnswer(text, () => setEditing(false))}
            onCancel={answer ? () => setEditing(false) : undefined}
          />
        )}
      </div>
    </li>
  );
}
