import { Link } from 'react-router';

/** A user named in a row (an audit target, who sent a bug report), linked to their details; cut to one line. */
export function UserLink({ userId, label, title }: { userId: string; label: string; title?: string }) {
  return (
    <Link
      to={`/admin/users/${encodeURIComponent(userId)}`}
      className="block truncate rounded-sm font-medium text-accent underline-offset-4 hover:underline"
      title={title ?? label}
    >
      {label}
    </Link>
  );
}
