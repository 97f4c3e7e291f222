import { workflowTexts, type EmailTemplate } from '@shutterdesk/core';
import { ListChecks, Mail, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ListPage } from '@/components/ui/list-page';
import { LoadFailed } from '@/components/ui/load-failed';
import { PageLoading } from '@/components/ui/page-loading';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useEmailTemplates, useWorkflowSettings } from '@/lib/workflow-settings';
import { useDeleteEmailTemplate } from './api';
import { TemplateEditor } from './template-editor';
import { WorkflowSettingsForm } from './workflow-settings-form';

/**
 * Workflows (docs/decisions/0022-workflows.md): the switches that make Shutterdesk write to leads by itself, and the
 * e-mail templates every workflow sends. Session steps that send are set on the session templates.
 */
export default function WorkflowsPage() {
  useDocumentTitle(workflowTexts.settingsTitle);
  const templates = useEmailTemplates();
  const settings = useWorkflowSettings();
  const [editing, setEditing] = useState<{ template: EmailTemplate | null } | null>(null);
  const [deleting, setDeleting] = useState<EmailTemplate | null>(null);
  const remove = useDeleteEmailTemplate();
  const list = templates.data?.templates;

  const failed = templates.isError || settings.isError;
  return (
    <ListPage
      title={workflowTexts.settingsTitle}
      action={
        <Link to="/session-templates" className={buttonClasses({ variant: 'secondary' })}>
          <ListChecks aria-hidden="true" />
          Session templates
        </Link>
      }
    >
      <p className="max-w-2xl text-pretty text-muted-foreground">
        Let Shutterdesk write to your leads and clients for you. Nothing is sent until you turn a workflow on; every
        e-mail carries an unsubscribe link, and replies come straight to you.
      </p>
      {!list || !settings.data ? (
        failed ? (
          <LoadFailed
            title={workflowTexts.templatesLoadFailed}
            retrying={templates.isFetching || settings.isFetching}
            onRetry={() => {
              void templates.refetch();
              void settings.refetch();
            }}
          />
        ) : (
          <PageLoading />
        )
      ) : (
        <div className="grid max-w-3xl min-w-0 gap-8">
          <WorkflowSettingsForm settings={settings.data} templates={list} />

          <section className="grid gap-3" aria-labelledby="email-templates-title">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id="email-templates-title" className="text-xl font-semibold tracking-tight">
                {workflowTexts.templatesTitle}
              </h2>
              <Button variant="secondary" onClick={() => setEditing({ template: null })}>
                <Plus aria-hidden="true" />
                {workflowTexts.newTemplate}
              </Button>
            </div>
            {list.length === 0 ? (
              <p className="text-muted-foreground">No templates yet. Write one to start a workflow.</p>
            ) : (
              <ul className="grid gap-2">
                {list.map((template) => (
                  <li key={template.id}>
                    <Card className="flex items-center gap-3 p-3 sm:p-4">
                      <Mail className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                      <div className="grid min-w-0 flex-1 gap-0.5">
                        <p className="font-medium wrap-anywhere">{template.name}</p>
                        <p className="truncate text-sm text-muted-foreground">{template.subject}</p>
                      </div>
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={`Edit ${template.name}`}
                        onClick={() => setEditing({ template })}
                      >
                        <Pencil aria-hidden="true" />
                      </Button>
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={`Delete ${template.name}`}
                        onClick={() => setDeleting(template)}
                      >
                        <Trash2 aria-hidden="true" />
                      </Button>
                    </Card>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
      <TemplateEditor
        template={editing?.template ?? null}
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
      />
      <ConfirmDialog
        title={deleting ? `Delete “${deleting.name}”?` : null}
        description="The template is deleted for good. Messages already sent keep their text."
        confirmLabel="Delete"
        danger
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
        onClose={() => setDeleting(null)}
      />
    </ListPage>
  );
}
