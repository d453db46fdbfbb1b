import { createRoot } from 'react-dom/client';
import { createQueryClient } from '#lib/query-client';
import { sessionQueryOptions } from '#lib/session';
import { Providers } from './app/providers';
import './styles.css';

const queryClient = createQueryClient();
// Ask who is signed in while the first page's code is still downloading.
void queryClient.prefetchQuery(sessionQueryOptions);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(<Providers queryClient={queryClient} />);
