import { zodResolver } from '@hookform/resolvers/zod';
import { adminUserUpdateSchema, type AdminUserUpdate } from '@shutterdesk/core';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import { useRenameUser, type AdminUserRow } from '../api';

/** The users list's Edit: the name can be changed; the e-mail is the user's own sign-in name and only shown. */
export function EditUserDialog({ user, onClose }: { user: AdminUserRow | null; onClose: () => void }) {
  const rename = useRenameUser();
  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && !rename.isPending && onClose()}>
      {user && (
        <DialogContent title="Edit user" description="Only the name can be changed here.">
          <EditUserForm
            key={user.id}
            user={user}
            saving={rename.isPending}
            onSave={(name) => rename.mutate({ id: user.id, name }, { onSuccess: onClose })}
          />
        </DialogContent>
      )}
    </Dialog>
  );
}

function EditUserForm({
  user,
  saving,
  onSave,
}: {
  user: AdminUserRow;
  saving: boolean;
  onSave: (name: string) => void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AdminUserUpdate>({
    resolver: zodResolver(adminUserUpdateSchema),
    defaultValues: { name: user.name },
  });
  return (
    <form noValidate onSubmit={handleSubmit(({ name }) => onSave(name))} className="grid gap-4">
      <TextField label="Name" autoComplete="off" error={errors.name?.message} {...register('name')} />
      <TextField label="Email" type="email" value={user.email} readOnly aria-readonly="true" className="bg-muted" />
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary" disabled={saving}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" loading={saving}>
          Save
        </Button>
      </DialogFooter>
    </form>
  );
}
