/** A form value as Stripe's SDK nests them: `items[0][price]=p` → `{ items: [{ price: 'p' }] }`. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };

/**
 * Parses a form-encoded body or query string with the bracket notation the
 * Stripe SDK writes (`metadata[user_id]`, `items[0][price]`, `expand[0]`).
 * Numeric keys make arrays, which is all the SDK ever sends.
 */
export function parseForm(text: string): Record<string, FormValue> {
  const root: Record<string, FormValue> = {};
  for (const [name, value] of new URLSearchParams(text)) {
    const [head, ...rest] = name.split('[');
    const path = [head!, ...rest.map((part) => part.replace(/\]$/, ''))];
    let node: Record<string, FormValue> | FormValue[] = root;
    path.forEach((key, index) => {
      const last = index === path.length - 1;
      const container = node as Record<string, FormValue>;
      if (last) {
        container[key] = value;
        return;
      }
      const nextIsIndex = /^\d*$/.test(path[index + 1]!);
      container[key] ??= nextIsIndex ? [] : {};
      node = container[key] as Record<string, FormValue> | FormValue[];
    });
  }
  return root;
}
