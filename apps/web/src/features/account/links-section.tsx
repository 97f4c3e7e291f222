import { zodResolver } from '@hookform/resolvers/zod';
import {
  accountTexts,
  categoryLinkKeys,
  profileLinksSchema,
  type Profile,
  type ProfileLinks,
  type ProfileLinksRequest,
} from '@shutterdesk/core';
import { useForm, type Resolver } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { isApiError } from '@/lib/api';
import { notify } from '@/lib/toast';
import { useSaveLinks } from './api';

/** The nine links, labelled as the dashboard's cards are. */
const fields = Object.entries(categoryLinkKeys).map(([category, key]) => ({ category, key }));

export function LinksSection({ profile }: { profile: Profile }) {
  const save = useSaveLinks();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty },
  } = useForm<ProfileLinksRequest, unknown, ProfileLinks>({
    resolver: zodResolver(profileLinksSchema) as Resolver<ProfileLinksRequest, unknown, ProfileLinks>,
    values: profile.links,
  });

  const onSubmit = handleSubmit((links) => {
    save.mutate(links, {
      onSuccess: (saved) => {
        notify.success(accountTexts.linksUpdated);
        reset(saved.links);
      },
      onError: (error) => {
        if (isApiError(error) && error.fields) {
          for (const [key, message] of Object.entries(error.fields)) {
            if (key in profile.links) setError(key as keyof ProfileLinks, { message });
          }
          return;
        }
        notify.error(isApiError(error) ? error.message : 'We could not save the links. Check your connection.');
      },
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        Each link opens from its card on the dashboard: your CRM, your gallery host, your bank…
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        {fields.map(({ category, key }) => (
          <TextField
            key={key}
            label={category}
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder="https://"
            spellCheck={false}
            error={errors[key]?.message}
            {...register(key)}
          />
        ))}
      </div>
      <Button type="submit" className="w-full sm:w-fit" loading={save.isPending} disabled={!isDirty}>
        Save links
      </Button>
    </form>
  );
}
