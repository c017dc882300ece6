import { Button, Result } from 'antd';
import { Link } from 'react-router-dom';

export const NOT_FOUND_TEXT = 'The page you are trying to access does not exist.';

/** The 404 message; inside the layout for unknown dashboard paths, alone for any other path. */
export function NotFoundContent() {
  return (
    <Result
      status="404"
      title="Page Not Found"
      subTitle={NOT_FOUND_TEXT}
      extra={
        // "/" leads to /login, which sends a signed-in user on to the dashboard.
        <Link to="/">
          <Button type="primary">Back to Home</Button>
        </Link>
      }
    />
  );
}
