import { adminSearchDebounceMs, adminSearchMaxLength } from '@shutterdesk/core';
import { Search } from 'lucide-react';
import { useEffect, useEffectEvent, useState } from 'react';
import { listFiltersProps } from '@/lib/shortcut-targets';

/**
 * The search field of an admin list: it asks again once typing has paused (so each key does not cost a request),
 * and follows the address when Back brings another search.
 */
export function SearchBox({
  label,
  value,
  onSearch,
}: {
  label: string;
  /** The search in force (from the address). */
  value: string;
  onSearch: (search: string) => void;
}) {
  const [text, setText] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    setText(value);
  }

  const search = useEffectEvent(() => onSearch(text));
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(search, adminSearchDebounceMs);
    return () => clearTimeout(timer);
  }, [text, value]);

  return (
    <div className="relative w-full min-w-0 sm:max-w-xs" {...listFiltersProps}>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <input
        type="search"
        aria-label={label}
        placeholder={label}
        value={text}
        maxLength={adminSearchMaxLength}
        onChange={(event) => setText(event.target.value)}
        className="h-10 w-full min-w-0 rounded-lg border border-input bg-card pr-3 pl-9 text-base shadow-xs transition-colors duration-150 placeholder:text-muted-foreground/80 focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 sm:text-sm"
      />
    </div>
  );
}
