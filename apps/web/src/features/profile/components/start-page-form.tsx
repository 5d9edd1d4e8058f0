import { type MyInfo, START_PAGES, type StartPage, texts } from '@school/contracts';
import { SelectButton } from 'primereact/selectbutton';
import { useId } from 'react';
import { showSuccess } from '@/shared/toast/toast-store';
import { useUpdateMyInfo } from '../profile.api';

const t = texts.profile;
const OPTIONS = START_PAGES.map((value) => ({ value, label: t.startPageOptions[value] }));

/** «Стартовая страница»: «Мои курсы» (the spec's landing) or «Главная»; saved on the server at once. */
export function StartPageForm({ user }: { user: MyInfo }) {
  const update = useUpdateMyInfo();
  const titleId = useId();
  const choose = (startPage: StartPage) =>
    update.mutate({ startPage }, { onSuccess: () => showSuccess(t.startPageSaved) });
  return (
    <section className="card" aria-labelledby={titleId}>
      <h2 id={titleId} className="app-card-title">
        {t.startPageTitle}
      </h2>
      <p className="app-card-hint">{t.startPageHint}</p>
      <SelectButton
        value={(update.isPending && update.variables?.startPage) || user.startPage}
        options={OPTIONS}
        onChange={(event) =>
          event.value && event.value !== user.startPage && choose(event.value as StartPage)
        }
        allowEmpty={false}
        disabled={update.isPending}
        aria-labelledby={titleId}
      />
    </section>
  );
}
