import { linkUrlMaxLength, type TaskCategory } from '@shutterdesk/core';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useSetCategoryLink } from '../api/task-categories';

/**
 * The card's link (e.g. the CRM's login page). The server adds https:// when missing; the field then shows
 * what it saved (the parent remounts this form with the saved link as its key). Blank removes the link.
 */
export function CategoryLinkForm({
  category,
  cardName,
  savedUrl,
}: {
  category: TaskCategory;
  /** The card's title, which names the field. */
  cardName: string;
  savedUrl: string;
}) {
  const [url, setUrl] = useState(savedUrl);
  const setLink = useSetCategoryLink();
  const unchanged = url.trim() === savedUrl;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (unchanged || setLink.isPending) return;
    setLink.mutate({ category, url: url.trim() });
  };

  return (
    <form onSubmit={onSubmit} aria-label={`Link for ${cardName}`} className="flex items-end gap-2">
      <div className="min-w-0 flex-1">
        <TextField
          // A long card name wraps instead of widening the card.
          label={<span className="wrap-anywhere">{cardName} link</span>}
          type="text"
          inputMode="url"
          autoComplete="url"
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          maxLength={linkUrlMaxLength}
          placeholder="yourstudio.com"
        />
      </div>
      <Button type="submit" variant="secondary" disabled={unchanged} loading={setLink.isPending}>
        Save link
      </Button>
    </form>
  );
}
