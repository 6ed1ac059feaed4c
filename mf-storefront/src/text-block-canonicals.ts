export { regionIntroCanonical, TEXT_BLOCK_CANONICALS } from '@gb/contracts';
