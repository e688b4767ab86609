export interface TermsSection {
  id: string;
  heading: string;
  paragraphs: readonly string[];
  items?: readonly string[];
}

export interface TermsDocument {
  title: string;
  intro: string;
  sections: readonly TermsSection[];
}
