import { createRoot } from 'react-dom/client';

// The smallest React 19 page: the baseline the portal's first load is compared with.
createRoot(document.getElementById('root')!).render(<h1>Hello</h1>);
