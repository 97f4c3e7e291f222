import { Link, type LinkProps } from 'react-router';
import { cn } from '@/lib/cn';

export const textLinkClasses =
  'rounded-sm font-medium text-accent underline-offset-4 transition-colors duration-150 hover:underline';

/** An in-app text link in the accent colour. */
export function TextLink({ className, ...props }: LinkProps) {
  return <Link className={cn(textLinkClasses, className)} {...props} />;
}
