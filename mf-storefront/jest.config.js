import { webJestConfig } from '@gb/shell/jest';

export default webJestConfig();
