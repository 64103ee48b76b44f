import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';

// Replaced by the sign-in feature: countdown, verification and the two-factor step.
export default function AuthResultPage() {
  return (
    <main className="flex min-h-screen items-center justify-center p-4">
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle>Signing you in</CardTitle>
        </CardHeader>
        <CardContent />
      </Card>
    </main>
  );
}
