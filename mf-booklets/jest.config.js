import { webJestConfig } from '@gb/shell/jest';

// The screens' tests render whole pages with their tables and dialogs: allow a loaded machine time.
export default { ...webJestConfig(), testTimeout: 30000 };
