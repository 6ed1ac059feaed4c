// The platform's UI kit for dashboards: accessible dialogs (React Aria), fields, the form card
// (react-hook-form with the contracts' schemas), the data table (TanStack Table), page layout and
// toasts. A second shared singleton of the platform, versioned with it, loaded with the dashboard
// remotes and the shell's dialogs only: never part of Home's first load.
export { ConfirmDialog, type ConfirmDialogProps } from './overlays/confirm-dialog.component';
export { Dialog, type DialogProps } from './overlays/dialog.component';
export { SideSheet, type SideSheetProps } from './overlays/side-sheet.component';
export { CheckboxField, type CheckboxFieldProps } from './fields/checkbox-field.component';
export { DateField, type DateFieldProps } from './fields/date-field.component';
export {
  MultiSelectField,
  type MultiSelectFieldProps,
} from './fields/multi-select-field.component';
export { NumberField, type NumberFieldProps } from './fields/number-field.component';
export {
  SelectField,
  type SelectFieldProps,
  type SelectOption,
} from './fields/select-field.component';
export { TextField, type TextFieldProps } from './fields/text-field.component';
export {
  FormCard,
  useCardEditing,
  type CardEditingState,
  type FormCardProps,
} from './form/form-card.component';
export {
  FormCheckboxField,
  FormDateField,
  FormMultiSelectField,
  FormNumberField,
  FormSelectField,
  FormTextField,
  useCardField,
} from './form/form-fields';
export { LeaveGuard } from './form/leave-guard.component';
// The frame of a detail page's other cards (tables, histories, files, actions) and its parts.
export { Card, CardActions, CardHeading, DetailColumns, Muted } from './card/card.styles';
export { HeadingLevel } from '../ui/card-title.component';
// Lists of fields inside a form card (the lines of an order), from the card's form library.
export { useFieldArray } from 'react-hook-form';
export {
  DangerZone,
  PageLayout,
  type Crumb,
  type PageLayoutProps,
} from './layout/page-layout.component';
export { DataTable, type DataColumn, type DataTableProps } from './table/data-table.component';
export { useMediaQuery } from './table/use-media-query';
export { useUrlState } from './table/use-url-state';
// Files the api serves by who asks, read with the token: an image's URL and a download.
export { authorisedFilesApi } from './files/authorised-files.api';
export { saveObjectUrl } from './files/save-object-url';
export { useAuthorisedDownload } from './files/use-authorised-download';
export { useAuthorisedFileUrl } from './files/use-authorised-file-url';
export { ToastRegion } from './toast/toast-region.component';
export { toast } from './toast/toast-store';
export { useGetResponsibleUsersQuery, useGetUsersQuery, usersApi } from './users/users.api';
// A place's lon and lat on a map (OpenLayers, loaded with the map only) and as number fields.
export { FormMapPosition } from './map/form-map-position.component';
// A place's address fields and map position in a form card, and what they edit of an address.
export { addressFieldValues, FormAddressFields } from './address/form-address-fields.component';
