import { tasksTexts } from '@school/contracts/texts/tasks';
import { lazy, Suspense, useRef, useState } from 'react';

const t = tasksTexts.tasks;

// The panel (overlay, tags, bars) loads on the first click: nothing of it on a page's first load.
const MyTasksPanel = lazy(() =>
  import('./my-tasks-panel').then((module) => ({ default: module.MyTasksPanel })),
);

/** «Мои задачи» in the topbar: a button that opens the caller's latest tasks (my-tasks-panel.tsx). */
export function MyTasksButton() {
  const anchor = useRef<HTMLButtonElement>(null);
  const [toggles, setToggles] = useState(0);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        ref={anchor}
        type="button"
        className="layout-topbar-button"
        onClick={() => setToggles((n) => n + 1)}
        aria-label={t.myTasks}
        aria-haspopup="dialog"
        aria-expanded={open}
      >
        <i className="pi pi-list-check" aria-hidden="true" />
      </button>
      {toggles > 0 ? (
        <Suspense fallback={null}>
          <MyTasksPanel anchor={anchor} toggles={toggles} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
