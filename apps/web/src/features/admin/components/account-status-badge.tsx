import { Badge } from '@/components/ui/badge';

/** A user's account: Active, or Banned since an admin banned it. */
export function AccountStatusBadge({ bannedAt }: { bannedAt: string | null }) {
  return bannedAt ? <Badge tone="danger">Banned</Badge> : <Badge tone="success">Active</Badge>;
}
