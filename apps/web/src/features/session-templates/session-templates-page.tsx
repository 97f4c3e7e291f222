import { sessionTemplateTexts, sessionTypes, type SessionType } from '@shutterdesk/core';
import { ArrowLeft } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { ListPage } from '@/components/ui/list-page';
import { LoadFailed } from '@/components/ui/load-failed';
import { PageLoading } from '@/components/ui/page-loading';
import { Select } from '@/components/ui/select';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSessionTemplates } from './api';
import { TemplateEditor } from './template-editor';

/**
 * Session templates (docs/decisions/0018-session-templates.md): for each session type, the steps a new client of
 * that type gets on top of Client Flow's checklist, each optionally due some days before or after the session.
 */
export default function SessionTemplatesPage() {
  useDocumentTitle(sessionTemplateTexts.pageTitle);
  const templates = useSessionTemplates();
  const [chosen, setChosen] = useState<SessionType | null>(null);
  const typeFieldId = useId();

  const list = templates.data?.templates;
  const sessionType = chosen ?? list?.[0]?.sessionType ?? sessionTypes[0];
  const template = list?.find((each) => each.sessionType === sessionType);

  return (
    <ListPage
      title={sessionTemplateTexts.pageTitle}
      action={
        <Link to="/clients" className={buttonClasses({ variant: 'secondary' })}>
          <ArrowLeft aria-hidden="true" />
          Client Flow
        </Link>
      }
    >
      <p className="max-w-2xl text-pretty text-muted-foreground">
        Extra steps for each session type, on top of Client Flow&apos;s checklist. A new client of that type gets a copy
        of its template&apos;s steps; clients already added keep theirs. A session type without a template keeps just
        the checklist.
      </p>
      {!list ? (
        templates.isError ? (
          <LoadFailed
            title={sessionTemplateTexts.loadFailed}
            retrying={templates.isFetching}
            onRetry={() => void templates.refetch()}
          />
        ) : (
          <PageLoading />
        )
      ) : (
        <div className="grid max-w-2xl min-w-0 gap-4">
          <div className="grid gap-1.5 sm:max-w-xs">
            <label htmlFor={typeFieldId} className="text-sm font-medium">
              Session type
            </label>
            <Select
              id={typeFieldId}
              value={sessionType}
              onChange={(event) => setChosen(event.target.value as SessionType)}
            >
              {sessionTypes.map((type) => {
                const steps = list.find((each) => each.sessionType === type)?.steps.length;
                return (
                  <option key={type} value={type}>
                    {steps ? `${type} (${steps} ${steps === 1 ? 'step' : 'steps'})` : type}
                  </option>
                );
              })}
            </Select>
          </div>
          <TemplateEditor
            key={`${sessionType} ${template?.updatedAt ?? ''}`}
            sessionType={sessionType}
            template={template}
          />
        </div>
      )}
    </ListPage>
  );
}
