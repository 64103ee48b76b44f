import { AlertCircle } from 'lucide-react';
import { Link } from 'wouter';
import { Card, CardContent } from '../../components/ui/card';
import '../../styles.css';

export function NotFoundPage() {
  return (
    <main className="flex min-h-screen items-center justify-center bg-background p-4">
      <Card className="w-full max-w-md">
        <CardContent className="pt-6">
          <div className="mb-4 flex items-center gap-2">
            <AlertCircle className="size-8 text-destructive" aria-hidden="true" />
            <h1 className="text-2xl font-bold">404 Page Not Found</h1>
          </div>
          <p className="text-sm text-muted-foreground">The page you asked for does not exist.</p>
          <Link
            href="/"
            className="mt-4 inline-block text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            Go to the home page
          </Link>
        </CardContent>
      </Card>
    </main>
  );
}

/** An unknown tab inside a known page (docs/product.md §2.1). */
export function TabNotFound() {
  return (
    <section className="py-16 text-center" aria-labelledby="tab-not-found-title">
      <h2 id="tab-not-found-title" className="text-2xl font-bold">
        Page Not Found
      </h2>
      <p className="mt-2 text-muted-foreground">The requested tab does not exist.</p>
    </section>
  );
}
