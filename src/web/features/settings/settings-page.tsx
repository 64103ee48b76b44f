import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { useAuth } from '../auth/use-auth';

export default function SettingsPage() {
  const { user } = useAuth();
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold">Account Settings</h1>
      <Card>
        <CardHeader>
          <CardTitle>Account</CardTitle>
        </CardHeader>
        <CardContent>
          <p className="text-sm">{user?.email}</p>
        </CardContent>
      </Card>
    </div>
  );
}
