import { workflowTexts } from '@shutterdesk/core';
import { Mail } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useTodayMessages } from '@/lib/message-timeline';

/**
 * How many automatic messages go out today, while a workflow can send (docs/decisions/0022-workflows.md): nothing
 * while every workflow is off, so a photographer who never turned one on sees no trace of them.
 */
export function MessagesToday() {
  const { data } = useTodayMessages();
  if (!data || (!data.active && data.sent + data.due === 0)) return null;
  return (
    <Link
      to="/workflows"
      className={cn(buttonClasses({ variant: 'secondary', size: 'sm' }), 'h-auto min-h-8 py-1 whitespace-normal')}
    >
      <Mail aria-hidden="true" />
      <span>
        {workflowTexts.todayCount(data.sent + data.due)}
        <span className="text-muted-foreground"> ({workflowTexts.todaySummary(data.sent, data.due)})</span>
      </span>
    </Link>
  );
}
