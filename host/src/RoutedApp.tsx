import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './routes/AppRoutes';

/** The history-mode router and the route table, loaded unless the first page is the sign-in page. */
export default function RoutedApp() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
