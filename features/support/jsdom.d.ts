/**
 * jsdom (the web tests' DOM) ships no types, and @types/jsdom pulls the DOM library into the
 * server's type-check. The little of it the Gherkin tasks use to read HTML as a crawler does.
 */
declare module 'jsdom' {
  export interface ParsedElement {
    textContent: string | null;
    getAttribute(name: string): string | null;
    getElementsByTagName(name: string): ArrayLike<ParsedElement> & Iterable<ParsedElement>;
  }
  export interface ParsedDocument extends ParsedElement {
    title: string;
    documentElement: { lang: string };
    querySelector(selector: string): ParsedElement | null;
    querySelectorAll(selector: string): ArrayLike<ParsedElement> & Iterable<ParsedElement>;
    getElementById(id: string): ParsedElement | null;
  }
  export class JSDOM {
    constructor(markup: string, options?: { contentType?: string });
    readonly window: { readonly document: ParsedDocument };
  }
}
