import type kit from '../de-CH/kit.js';

const messages: typeof kit = {
  required: 'Required',
  retry: 'Try again',
  loadFailed: 'The data could not be loaded.',
  sortAscending: 'sorted ascending',
  sortDescending: 'sorted descending',
  page: 'Page {page} of {pages}',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  rows: '{count} entries',
  filter: 'Filter',
  all: 'All',
  nothingFound: 'Nothing found',
  noSelection: 'Nothing selected',
  remove: 'Remove {label}',
  breadcrumbs: 'Breadcrumbs',
  dangerZone: 'Final actions',
  leaveTitle: 'Discard changes?',
  leaveQuestion: 'You have changes that are not saved. Leave the page anyway?',
  leave: 'Leave',
  stay: 'Stay',
  sessionExpired: 'Your session has expired. Please log in again.',
  notifications: 'Notifications',
  dismiss: 'Dismiss message',
  closeDialog: 'Close dialog',
  menu: 'Menu',
  currentPage: 'current page',
};

export default messages;
