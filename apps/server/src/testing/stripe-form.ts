/**
 * Stripe's request bodies are form-encoded with brackets for nesting: `line_items[0][price]=price_1`,
 * `metadata[userId]=u1`, `expand[0]=product`. This turns such a body (or a query string) back into the object the
 * SDK was given; numeric keys make arrays.
 */
export type FormValue = string | FormObject | FormValue[];
export interface FormObject {
  [key: string]: FormValue;
}

export function parseStripeForm(text: string): FormObject {
  const root: FormObject = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: FormObject = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) {
        node[part] = value;
        return;
      }
      node[part] ??= {};
      node = node[part] as FormObject;
    });
  }
  return arraysFromNumericKeys(root) as FormObject;
}

function arraysFromNumericKeys(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const converted = Object.fromEntries(keys.map((key) => [key, arraysFromNumericKeys(value[key]!)]));
  if (keys.length > 0 && keys.every((key) => /^\d+$/.test(key))) {
    return keys.sort((a, b) => Number(a) - Number(b)).map((key) => converted[key]!);
  }
  return converted;
}

/** A field read as text, or undefined. */
export function formText(form: FormObject, key: string): string | undefined {
  const value = form[key];
  return typeof value === 'string' ? value : undefined;
}

/** A field read as an object (an absent one is empty). */
export function formObject(form: FormObject, key: string): FormObject {
  const value = form[key];
  return value && typeof value === 'object' && !Array.isArray(value) ? value : {};
}

/** A field read as a list (an absent one is empty). */
export function formList(form: FormObject, key: string): FormValue[] {
  const value = form[key];
  return Array.isArray(value) ? value : [];
}
