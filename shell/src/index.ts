// Asynchronous boundary: shared modules are negotiated before any of them is used. The start
// runs in steps, each in a task of its own (React, then the platform with its libraries, then
// the frame), instead of one long task that a slow phone could not answer input during.
import { nextTask } from './next-task';

void import('react-dom/client')
  .then(nextTask)
  .then(() => import('@gb/shell/platform'))
  .then(nextTask)
  .then(() => import('./bootstrap'));
