import type textBlockAdmin from '../de-CH/text-block-admin.js';

const messages: typeof textBlockAdmin = {
  search: 'Search (canonical, text, notes)',
  count: '{num} text block(s)',
  status: 'Status',
  present: 'Created',
  missing: 'Missing',
  missingTitle: 'Read by the website, not created yet',
  missingHelp:
    "The website reads these canonicals. Until a text block exists, visitors see 'Text block not found'.",
  allPresent: 'Every text block of the website exists.',
  create: 'Create text block',
  createFor: "Create '{canonical}'",
  usedOn: 'Used on',
  notUsed: 'No public page',
  preview: 'Preview, as the website shows the text',
  previewEmpty: 'No text',
  textHelp: 'Each line becomes a paragraph; e-mail addresses and phone numbers become links.',
  subjectHelp: "Subject block (canonical ends in '-subject'): one line without line breaks.",
  canonicalHelp:
    "Lower-case letters, digits and hyphens, e.g. 'legal-notice'. Ending in '-subject' makes it a one-line subject.",
  internalNotesHelp: 'Shown in the dashboard only, never on the website.',
  saved: 'Saved',
  created: 'The text block was created',
  language: 'Language',
  languages: 'Language versions',
  createTranslation: 'Create the {language} version',
  translationCanonical: 'Canonical: {canonical} (follows the German text block)',
  fallbackHelp:
    'Where a language version is missing, the website shows visitors reading that language the German text.',
};

export default messages;
