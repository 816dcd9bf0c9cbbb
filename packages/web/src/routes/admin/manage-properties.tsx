import { Navigate } from 'react-router-dom';

/**
 * /admin is the mobile menu's 'Manage Properties' link; the spec does not say what it shows. It leads to the
 * admin panel, whose guard sends visitors to /signin and non-admins to /dashboard.
 */
export default function ManagePropertiesPage() {
  return <Navigate to="/secure-admin" replace />;
}
