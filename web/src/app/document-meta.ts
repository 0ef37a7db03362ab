import { useEffect } from 'react';

/** Sets the document title (and meta description when given) while a page is shown. */
export function useDocumentMeta(title: string | undefined, description?: string): void {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
  useEffect(() => {
    if (!description) return;
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (meta) meta.content = description;
  }, [description]);
}
