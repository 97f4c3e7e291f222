import type { LucideIcon } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Card } from './card';
import { TextField } from './text-field';

interface FormPageProps {
  icon: LucideIcon;
  /** The small line above the title that names the form. */
  eyebrow: string;
  title: string;
  intro: ReactNode;
  onSubmit: ComponentProps<'form'>['onSubmit'];
  children: ReactNode;
}

/** A one-form page (feedback, bug report): its header and the form in a card, a column centred in the page frame. */
export function FormPage({ icon: Icon, eyebrow, title, intro, onSubmit, children }: FormPageProps) {
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 py-8 sm:pt-12">
      <header className="grid gap-2">
        <p className="inline-flex items-center gap-2 text-sm font-medium text-accent">
          <Icon className="size-4" aria-hidden="true" />
          {eyebrow}
        </p>
        <h1 className="text-3xl font-semibold tracking-tight text-balance">{title}</h1>
        <p className="text-pretty text-muted-foreground">{intro}</p>
      </header>
      <Card className="p-5 sm:p-8">
        <form noValidate onSubmit={onSubmit} className="grid gap-6">
          {children}
        </form>
      </Card>
    </div>
  );
}

type FieldProps = Omit<ComponentProps<typeof TextField>, 'label'> & { label: string };

/** Name and e-mail side by side, as a form asks who is writing. */
export function ContactFields({ name, email }: { name: FieldProps; email: FieldProps }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField autoComplete="name" required {...name} />
      <TextField type="email" autoComplete="email" inputMode="email" required {...email} />
    </div>
  );
}
