import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';

// Replaced by the sign-in feature: countdown, verification and the two-factor step.
export default function VerifyPage() {
  return (
    <main className="flex min-h-screen items-center justify-center p-4">
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle>Verify your sign-in link</CardTitle>
        </CardHeader>
        <CardContent />
      </Card>
    </main>
  );
}
