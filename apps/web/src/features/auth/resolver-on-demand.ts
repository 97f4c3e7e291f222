import type { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type * as AuthSchemas from './schemas';

type ZodSchema = Parameters<typeof zodResolver>[0];

/**
 * A form resolver that loads zod and the form's schema when the form is first checked, not with the screen:
 * evaluating them blocks a phone's main thread for hundreds of milliseconds while the page is still loading.
 */
export function resolverOnDemand<Values extends FieldValues>(
  schemaOf: (schemas: typeof AuthSchemas) => ZodSchema,
): Resolver<Values> {
  let loading: Promise<Resolver<Values>> | undefined;
  const load = async () => {
    const [{ zodResolver }, schemas] = await Promise.all([import('@hookform/resolvers/zod'), import('./schemas')]);
    return zodResolver(schemaOf(schemas)) as Resolver<Values>;
  };
  return async (...args) => {
    // A failed load (the network dropped) is tried again on the next check.
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return (await loading)(...args);
  };
}
