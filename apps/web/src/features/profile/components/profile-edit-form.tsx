import { type Staff, type StoredFile, texts } from '@school/contracts';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { ImageUpload } from '@/shared/files/image-upload';
import { TextField } from '@/shared/forms/text-field';
import { useZodForm } from '@/shared/forms/use-zod-form';
import { showSuccess } from '@/shared/toast/toast-store';
import { updateMyInfoBodySchema, useUpdateMyInfo } from '../profile.api';
import { ProfileAvatar } from './profile-avatar';

/** undefined: keep the current photo; null: remove it; a file: the newly uploaded one. */
type AvatarChange = StoredFile | null | undefined;

export function ProfileEditForm({ user }: { user: Staff }) {
  const update = useUpdateMyInfo();
  const [avatar, setAvatar] = useState<AvatarChange>(undefined);
  const form = useZodForm(
    updateMyInfoBodySchema,
    { firstName: user.firstName, lastName: user.lastName, info: user.info },
    async (body) => {
      const avatarFileId = avatar === undefined ? undefined : (avatar?.id ?? null);
      await update.mutateAsync({ ...body, avatarFileId });
      setAvatar(undefined);
      showSuccess(texts.profile.profileUpdated);
    },
  );
  const shownAvatar = avatar === undefined ? user.avatar : (avatar?.url ?? null);

  return (
    <section className="card h-full">
      <h2 className="app-card-title">{texts.profile.editTitle}</h2>
      <p className="app-card-hint">{texts.profile.editHint}</p>
      <form onSubmit={form.handleSubmit} noValidate className="flex flex-column gap-3">
        <div className="flex flex-wrap align-items-center gap-3">
          <ProfileAvatar user={{ ...user, avatar: shownAvatar }} size="xlarge" />
          <div className="flex flex-column gap-2">
            <div className="flex flex-wrap gap-2">
              <ImageUpload
                onUploaded={setAvatar}
                label={texts.profile.avatarChoose}
                disabled={form.submitting}
              />
              {shownAvatar && (
                <Button
                  type="button"
                  icon="pi pi-trash"
                  label={texts.profile.avatarRemove}
                  severity="danger"
                  text
                  onClick={() => setAvatar(null)}
                />
              )}
            </div>
            <small className="app-field__hint">{texts.profile.avatarHint}</small>
          </div>
        </div>
        <div className="formgrid grid">
          <div className="field col-12 md:col-6">
            <TextField
              field={form.field('lastName')}
              label={texts.profile.lastName}
              autoComplete="family-name"
            />
          </div>
          <div className="field col-12 md:col-6">
            <TextField
              field={form.field('firstName')}
              label={texts.profile.firstName}
              autoComplete="given-name"
            />
          </div>
        </div>
        <TextField field={form.field('info')} label={texts.profile.info} type="textarea" maxLength={2000} />
        <div className="flex justify-content-end">
          <Button type="submit" icon="pi pi-check" label={texts.common.save} loading={form.submitting} />
        </div>
      </form>
    </section>
  );
}
